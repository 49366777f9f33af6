// Conform's form for an owner's form that may carry files: validated in the browser by the same
// schema the action uses, where an uploaded file can stand in for an image address (so the schema
// is made for the number of files the form's picker holds).
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/** How many files the form's picker `name` holds (an empty picker still sends one nameless part). */
export const chosenFiles = (formData: FormData, name: string) =>
  formData.getAll(name).filter((file) => file instanceof File && file.name !== "").length;

export function useUploadForm<Schema extends z.ZodTypeAny>(options: {
  id: string;
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: Partial<Record<keyof z.input<Schema>, unknown>>;
  /** The form's schema, given how many files its picker `filesField` holds. */
  schema: (files: number) => Schema;
  filesField: string;
}) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: options.schema(chosenFiles(formData, options.filesField)) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}
