// The image file picked in a form's picker, shown before the form is sent: an object URL of it,
// released when another is picked or the form goes away.
import { useEffect, useState, type ChangeEvent } from "react";

export interface PickedImage {
  name: string;
  url: string;
}

export function usePickedImage() {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPicked(file ? { name: file.name, url: URL.createObjectURL(file) } : null);
  };
  return { picked, onPick };
}
