// Lint rules: typescript-eslint's recommended set plus React, hooks and accessibility checks.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

/** An import pattern refusing the app folders that sit above `layer`, by alias or relative path. */
function above(layer, folders) {
  return {
    regex: `^(~|(\\.\\./)+)/?(${folders.join("|")})(/|$)`,
    message: `${layer} sit below ${folders.join(", ")}: move what is shared down instead.`,
  };
}
const routesOnly = above("components", ["routes"]);
const serverFiles = {
  regex: "\\.server$",
  message: "Components run in the browser: import types and values from a plain module, not a .server file.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "bench/results/**",
      "soak/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      react: { version: "detect" },
      // The styled controls of app/components/ui/Input.tsx are checked as the elements they render.
      "jsx-a11y": { components: { Input: "input", Select: "select", Textarea: "textarea" } },
    },
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Imports run down only: routes → components → modules → utils (docs/decisions/110).
  {
    files: ["app/components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [routesOnly, serverFiles] }] },
  },
  {
    files: ["app/modules/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [above("modules", ["components", "routes"])] }] },
  },
  {
    files: ["app/utils/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [above("utils", ["modules", "components", "routes"])] }],
    },
  },
  {
    files: ["prisma/migrate-adapter.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/ban-ts-comment": "off" },
  },
);
