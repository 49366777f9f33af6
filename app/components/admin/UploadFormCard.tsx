// An owner's form that may carry photos, in a card: posted as multipart so the files go with the
// fields whether JavaScript runs or not, and tied to Conform's form from useUploadForm (its id, the
// browser's validation, the error line its fields point at).
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ComponentPropsWithoutRef } from "react";
import { Card } from "~/components/ui/Card";

type FormProps = Omit<ComponentPropsWithoutRef<typeof Form>, "method" | "encType" | "id" | "onSubmit">;

export function UploadFormCard({ form, ...props }: { form: FormMetadata } & FormProps) {
  return <Card as={Form} method="post" encType="multipart/form-data" {...getFormProps(form)} {...props} />;
}
