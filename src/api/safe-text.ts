/**
 * Text the service can store: no NUL character and no unpaired UTF-16 surrogate. JSON allows both (`"\u0000"`,
 * `"\ud800"`), but PostgreSQL refuses them in TEXT and JSONB, so they are turned away at the door, naming the field,
 * rather than failing deep inside a write. Shared by the request schemas (so the typed client refuses them before
 * sending) and the service's check of every request (src/sandbox/http/text-safety.ts).
 */

export type UnsafeTextProblem = 'nul' | 'unpaired-surrogate';

/** What is wrong with `text`, if anything: one pass over its UTF-16 code units. */
export function unsafeTextProblem(text: string): UnsafeTextProblem | undefined {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit === 0) return 'nul';
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const isHigh = unit <= 0xdbff;
    const next = text.charCodeAt(index + 1);
    // A high surrogate must be followed by a low one (which is then skipped); a low one on its own is unpaired.
    if (!isHigh || !(next >= 0xdc00 && next <= 0xdfff)) return 'unpaired-surrogate';
    index += 1;
  }
  return undefined;
}

/** How an error describes a string with the problem. */
export const UNSAFE_TEXT_MESSAGES: Readonly<Record<UnsafeTextProblem, string>> = {
  nul: 'must not contain NUL characters (\\u0000)',
  'unpaired-surrogate': 'must be valid Unicode text (it has an unpaired UTF-16 surrogate)',
};

const KEY_MESSAGES: Readonly<Record<UnsafeTextProblem, string>> = {
  nul: 'has a field name with a NUL character (\\u0000)',
  'unpaired-surrogate': 'has a field name that is not valid Unicode text (an unpaired UTF-16 surrogate)',
};

/** Where unsafe text was found in a JSON value, and the words an error names it with. */
export interface UnsafeTextFinding {
  /**
   * The field to name: the path to the bad string, or for a bad field name (which cannot be shown as it is) the
   * path to the object that has it. Empty when it is the value itself.
   */
  path: (string | number)[];
  message: string;
}

/**
 * The first string or object key in `value` that is not safe text. Walks with its own stack, not by recursion,
 * so a hostile body nested tens of thousands of levels deep cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): UnsafeTextFinding | undefined {
  // Each entry knows its parent, so a path is only built for the one finding, not for every value walked.
  type Entry = { value: unknown; key: string | number | undefined; parent: Entry | undefined };
  const pathOf = (entry: Entry | undefined): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let current = entry; current?.key !== undefined; current = current.parent) path.push(current.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value, key: undefined, parent: undefined }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      const problem = unsafeTextProblem(current);
      if (problem) return { path: pathOf(entry), message: UNSAFE_TEXT_MESSAGES[problem] };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], key: index, parent: entry });
      }
      continue;
    }
    const keys = Object.keys(current);
    for (const key of keys) {
      const problem = unsafeTextProblem(key);
      if (problem) return { path: pathOf(entry), message: KEY_MESSAGES[problem] };
    }
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      stack.push({ value: (current as Record<string, unknown>)[key], key, parent: entry });
    }
  }
  return undefined;
}
