/** A Markdown table, the first column left-aligned and the figures right-aligned. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: readonly string[]) =>
    `| ${widths.map((width, i) => (i === 0 ? (row[i] ?? '').padEnd(width) : (row[i] ?? '').padStart(width))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}
