/**
 * A status in our words, and the code the legacy wire gives each word (docs/rules.md §History and
 * notifications). The server and its database speak the words; the server translates to a code
 * where it presents an answer and back where it reads a query, once each way.
 */
export type WireCodes<Word extends string, Code extends string> = Readonly<Record<Word, Code>>;

/** The codes of a table, in its order: what the wire's struct accepts. */
export const codesOf = <Word extends string, Code extends string>(table: WireCodes<Word, Code>): Code[] => Object.values(table);

/** The word a code stands for: the way back from the wire. */
export const wordOf = <Word extends string, Code extends string>(table: WireCodes<Word, Code>, code: Code): Word =>
  (Object.keys(table) as Word[]).find((word) => table[word] === code)!;
