/**
 * Whether `value` nests objects and arrays more than `limit` levels deep: `{}` and `[]` are one level, `{"a": {}}`
 * two. Walks with its own stack, not by recursion, and stops at the first value past the limit, so a hostile
 * value tens of thousands of levels deep is answered at once rather than overflowing the call stack.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    if (typeof entry.value !== 'object' || entry.value === null) continue;
    const depth = entry.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(entry.value)) stack.push({ value: child, depth });
  }
  return false;
}
