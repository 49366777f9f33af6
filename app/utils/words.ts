// Counts in words: "1 hidden draft", "2 hidden drafts".

/** `count` with the singular or plural words that follow it. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
