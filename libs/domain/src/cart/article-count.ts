/** The articles of a cart, as the header counts them: every unit of every line. */
export function articleCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
