/** One figure of the benchmark, its target and whether this run reached it. */
export interface Row {
  figure: string;
  measured: string;
  target: string;
  met: boolean | null;
}

export const atMost = (figure: string, values: number[], limit: number, unit = ''): Row => ({
  figure,
  measured: values.map((v) => `${v}${unit}`).join(' / '),
  target: `≤ ${limit}${unit}`,
  met: values.every((v) => v <= limit),
});

export const atLeast = (figure: string, values: number[], limit: number, unit = ''): Row => ({
  figure,
  measured: values.map((v) => `${v}${unit}`).join(' / '),
  target: `≥ ${limit}${unit}`,
  met: values.every((v) => v >= limit),
});

export const info = (figure: string, measured: string): Row => ({ figure, measured, target: '(reported)', met: null });

/** A plain-text table: figure, measured, target, ok. Returns how many figures missed their target. */
export function printTable(rows: Row[]): number {
  const cells = rows.map((r) => [r.figure, r.measured, r.target, r.met === null ? '' : r.met ? 'yes' : 'NO']);
  const head = ['figure', 'measured', 'target', 'met'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join(' | ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const c of cells) console.log(line(c));
  const missed = rows.filter((r) => r.met === false).length;
  console.log(missed ? `\n${missed} figure(s) not reached.` : '\nEvery figure reached.');
  return missed;
}
