/** Groups notes that repeat for many columns (`int(11)` becomes INTEGER) into one line each. */
export class GroupedNotes {
  private readonly groups = new Map<string, string[]>();

  /** Records that `what` applies to `where`. */
  add(what: string, where: string): void {
    const list = this.groups.get(what) ?? [];
    if (!list.includes(where)) list.push(where);
    this.groups.set(what, list);
  }

  /** One line per group, naming up to five places. */
  lines(): string[] {
    return [...this.groups].map(([what, where]) => {
      const shown = where.slice(0, 5).join(', ');
      const more = where.length > 5 ? ` and ${where.length - 5} more` : '';
      return `${what} (${shown}${more})`;
    });
  }
}
