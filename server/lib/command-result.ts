/**
 * What an operator's command (`npm run plans`, `vitals`, `ledger:check`) prints and how it ends:
 * 0 done, 1 refused or a problem found, 2 the command line is wrong. The command itself is a
 * function of the database and its arguments, so tests run it in-process on either database;
 * `scripts/lib/operator-command.ts` opens the configured database for it, prints and exits.
 */
export type CommandResult = { code: 0 | 1 | 2; stdout: string; stderr: string };

export const printed = (stdout: string): CommandResult => ({ code: 0, stdout, stderr: '' });
export const refused = (stderr: string): CommandResult => ({ code: 1, stdout: '', stderr });
export const misused = (stderr: string): CommandResult => ({ code: 2, stdout: '', stderr });

/** Rows as columns padded to their widest cell, two spaces apart, no trailing blanks. */
export const textTable = (rows: string[][]): string => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};
