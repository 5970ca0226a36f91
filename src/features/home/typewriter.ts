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

const BLINK_MS = 500;

/** Keyframes that turn `property` on during the given spans of the cycle (ms) and off otherwise. */
function spanFrames(
  property: string,
  on: string,
  off: string,
  spans: Array<[number, number]>,
  cycleMs: number,
) {
  const at = (ms: number) => `${+((ms / cycleMs) * 100).toFixed(4)}%`;
  const frames = [`0%{${property}:${off}}`];
  for (const [from, to] of spans)
    frames.push(`${at(from)}{${property}:${on}}`, `${at(to)}{${property}:${off}}`);
  return frames.join("");
}

/** Where the caret blinks on during [from, to): on for the first half of every second of the cycle. */
function blinkSpans(from: number, to: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let t = from; t < to;) {
    const next = Math.min(to, (Math.floor(t / BLINK_MS) + 1) * BLINK_MS);
    if (Math.floor(t / BLINK_MS) % 2 === 0) spans.push([t, next]);
    t = next;
  }
  return spans;
}

/**
 * The typing cycle as CSS (decision 41), so the hero types with no script at all. Each word is laid over
 * the others in one grid cell, and each of its letters is shown (`visibility`) by a keyframe animation
 * during the steps it is typed. Hidden letters keep their place, so nothing on the page ever moves.
 * The caret is the last typed letter's `::after`, out of the flow, blinking. All animations share one
 * cycle and start one word in, on the whole first word, which is also what shows without animations.
 */
export function typewriterStyle(words: readonly string[]): string {
  const cycle = typingCycle(words);
  const cycleMs = cycle.length * TYPE_STEP_MS;
  // Each rule names its animation in the shorthand: to a minifier a shorthand without a name is `none`,
  // and it drops the timing with it.
  const timing = `${cycleMs}ms step-end ${-(words[0]?.length ?? 0) * TYPE_STEP_MS}ms infinite`;
  /** The spans of the cycle (ms) where `test` holds of the step's state. */
  const spansWhere = (test: (s: { word: number; chars: number }) => boolean) => {
    const spans: Array<[number, number]> = [];
    cycle.forEach((s, step) => {
      if (!test(s)) return;
      const last = spans.at(-1);
      if (last && last[1] === step * TYPE_STEP_MS) last[1] += TYPE_STEP_MS;
      else spans.push([step * TYPE_STEP_MS, (step + 1) * TYPE_STEP_MS]);
    });
    return spans;
  };
  const rules: string[] = [];
  words.forEach((word, w) => {
    for (let i = 0; i < word.length; i++) {
      const name = `tw${w}-${i}`;
      const shown = spansWhere((s) => s.word === w && s.chars > i);
      const caret = spansWhere((s) => s.word === w && s.chars === i + 1).flatMap(([a, b]) =>
        blinkSpans(a, b),
      );
      rules.push(
        `.typed-word .${name}{animation:${name} ${timing}}@keyframes ${name}{${spanFrames("visibility", "visible", "hidden", shown, cycleMs)}}`,
        `.typed-word .${name}::after{animation:${name}c ${timing}}@keyframes ${name}c{${spanFrames("visibility", "visible", "hidden", caret, cycleMs)}}`,
      );
    }
  });
  return [
    ".typed-word .typed-later{visibility:hidden}.typed-sep{display:none}.typed-word .tw{position:relative}",
    '.typed-word .tw::after{content:"";position:absolute;top:.15em;bottom:.1em;right:-4px;width:2px;background:currentColor;visibility:hidden}',
    ...rules,
    "@media (prefers-reduced-motion:reduce){.typed-word,.typed-word>span{display:inline}.typed-sep{display:inline}" +
      ".typed-word .tw{animation:none!important;visibility:visible!important}.typed-word .tw::after{animation:none!important;visibility:hidden!important}}",
  ].join("");
}
