/**
 * The SET and REMOVE parts of an UpdateExpression for some attributes, each through a placeholder
 * (`#<prefix><n>`, `:<prefix><n>`; many of ours are reserved words); `undefined` removes one.
 */
export function attributeUpdates(
  fields: Record<string, unknown>,
  prefix: string,
): { set: string[]; remove: string[]; names: Record<string, string>; values: Record<string, unknown> } {
  const parts = {
    set: [] as string[],
    remove: [] as string[],
    names: {} as Record<string, string>,
    values: {} as Record<string, unknown>,
  };
  Object.entries(fields).forEach(([field, value], index) => {
    const name = `#${prefix}${index}`;
    parts.names[name] = field;
    if (value === undefined) {
      parts.remove.push(name);
    } else {
      parts.values[`:${prefix}${index}`] = value;
      parts.set.push(`${name} = :${prefix}${index}`);
    }
  });
  return parts;
}

/** `SET a, b REMOVE c`: the REMOVE part only when something is removed. */
export function updateExpression(set: readonly string[], remove: readonly string[]): string {
  return `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`;
}
