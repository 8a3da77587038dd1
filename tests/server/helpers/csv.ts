/**
 * An RFC 4180 reader for the tests: quoted cells (a doubled quote inside), commas and line
 * breaks inside quotes, CRLF between lines; the byte-order mark must come first and is dropped.
 */
export function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no byte-order mark');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 1;
  while (i < text.length) {
    const c = text[i];
    const pair = text.slice(i, i + 2);
    if (quoted && pair === '""') {
      cell += '"';
      i += 2;
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (pair === '\r\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
      continue;
    } else cell += c;
    i++;
  }
  if (cell || row.length) throw new Error('the last line has no CRLF');
  return rows;
}

/** The CSV's lines as objects by header. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...lines] = parseCsv(text);
  return lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}
