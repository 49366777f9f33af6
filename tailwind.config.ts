import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        ink: "#1c1917",
        cream: "#faf7f2",
        sand: "#e9e1d4",
        gold: { DEFAULT: "#8a6a2f", light: "#c9a96a" },
      },
      keyframes: {
        marquee: { from: { transform: "translateX(0)" }, to: { transform: "translateX(-50%)" } },
      },
      fontFamily: {
        serif: ["Didot", "Bodoni MT", "Georgia", "Cambria", '"Times New Roman"', "serif"],
        sans: ["ui-sans-serif", "system-ui", "-apple-system", '"Segoe UI"', "Roboto", "sans-serif"],
        brand: ["var(--brand-font)", "Georgia", "serif"],
      },
    },
  },
  plugins: [],
  experimental: { optimizeUniversalDefaults: true },
} satisfies Config;
