// The image file picked in a form's picker, shown before the form is sent: an object URL of it,
// released when another is picked or the form goes away. The picker's file is then swapped for the
// photo scaled down (scalePhoto), so the form carries a few hundred KB instead of a phone's MBs.
import { useEffect, useState, type ChangeEvent } from "react";
import { scalePhoto } from "~/components/ui/scalePhoto";

export interface PickedImage {
  name: string;
  url: string;
}

/** Puts the scaled photo in `input` in place of `file`, unless she has picked another meanwhile. */
async function swapForScaled(input: HTMLInputElement, file: File) {
  const scaled = await scalePhoto(file);
  if (scaled === file || input.files?.[0] !== file) return;
  const files = new DataTransfer();
  files.items.add(scaled);
  input.files = files.files;
}

export function usePickedImage() {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);
  /** Shows the file `input` holds and swaps it for the scaled photo. */
  const pick = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setPicked(file ? { name: file.name, url: URL.createObjectURL(file) } : null);
    if (file) void swapForScaled(input, file);
  };
  return { picked, pick, onPick: (event: ChangeEvent<HTMLInputElement>) => pick(event.target) };
}
