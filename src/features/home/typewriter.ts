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

// A hidden letter has no size, so it takes no width. Not `display:none`: an element that starts hidden
// that way runs no animation, and browsers before 2024 cannot animate `display`.
const hidden = "font-size:0";
const shownStyle = "font-size:1em";

const pct = (step: number, total: number) => `${+((step / total) * 100).toFixed(4)}%`;

/**
 * The typing cycle as CSS (decision 41): each letter is its own element, given its size by a keyframe
 * animation during the steps it is typed, so the hero types with no script at all. The animations
 * start one word in, on the whole first word, which is also what shows without animation support.
 */
export function typewriterStyle(words: readonly string[]): string {
  const cycle = typingCycle(words);
  const total = cycle.length;
  // Each rule names its animation in the shorthand: to a minifier a shorthand without a name is `none`,
  // and it drops the timing with it.
  const timing = `${total * TYPE_STEP_MS}ms step-end ${-(words[0]?.length ?? 0) * TYPE_STEP_MS}ms infinite`;
  const rules: string[] = [];
  words.forEach((word, w) => {
    for (let i = 0; i < word.length; i++) {
      const frames = [`0%{${hidden}}`];
      cycle.forEach((s, step) => {
        const shown = s.word === w && s.chars > i;
        const before = step > 0 && cycle[step - 1]!.word === w && cycle[step - 1]!.chars > i;
        if (shown && !before) frames.push(`${pct(step, total)}{${shownStyle}}`);
        if (!shown && before) frames.push(`${pct(step, total)}{${hidden}}`);
      });
      const name = `tw${w}-${i}`;
      rules.push(`.typed-word>.${name}{animation:${name} ${timing}}@keyframes ${name}{${frames.join("")}}`);
    }
  });
  return [
    `.typed-word>.typed-later,.typed-sep{${hidden}}`,
    ...rules,
    "@media (prefers-reduced-motion:reduce){.typed-word>span{animation:none!important;font-size:inherit!important}" +
      ".typed-word{animation:none!important;border-color:transparent}.typed-keep{display:none}}",
  ].join("");
}
