export const TYPE_STEP_MS = 150;
/** Steps a finished word stays on screen before it is erased. */
export const HOLD_STEPS = 10;

interface TypeState {
  word: number;
  chars: number;
  deleting: boolean;
  hold: number;
}

/** Pure step of the typing cycle: type a letter, hold, erase a letter, move to the next word. */
export function nextTypeState(s: TypeState, words: readonly string[]): TypeState {
  const length = words[s.word]?.length ?? 0;
  if (!s.deleting && s.chars < length) return { ...s, chars: s.chars + 1 };
  if (!s.deleting && s.hold < HOLD_STEPS) return { ...s, hold: s.hold + 1 };
  if (!s.deleting) return { ...s, deleting: true };
  if (s.chars > 0) return { ...s, chars: s.chars - 1 };
  return { word: (s.word + 1) % words.length, chars: 0, deleting: false, hold: 0 };
}

/** One whole cycle, from the first word's first letter back to it: the visible word and letter count per step. */
export function typingCycle(words: readonly string[]): Array<{ word: number; chars: number }> {
  const steps: Array<{ word: number; chars: number }> = [];
  let s: TypeState = { word: 0, chars: 0, deleting: false, hold: 0 };
  do {
    steps.push({ word: s.word, chars: s.chars });
    s = nextTypeState(s, words);
  } while (!(s.word === 0 && s.chars === 0 && !s.deleting));
  return steps;
}

/** The caret is on for the first half of every second of the cycle. */
export const BLINK_MS = 500;

/** What the hero shows at `ms` into the cycle: the word, how many of its letters, and the caret. */
export function typedAt(cycle: ReadonlyArray<{ word: number; chars: number }>, ms: number) {
  const cycleMs = cycle.length * TYPE_STEP_MS;
  const t = ((ms % cycleMs) + cycleMs) % cycleMs;
  const step = cycle[Math.floor(t / TYPE_STEP_MS)]!;
  return { ...step, caret: Math.floor(t / BLINK_MS) % 2 === 0 };
}
