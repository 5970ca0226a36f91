import { useEffect } from "react";
import { Link } from "react-router";
import { Static } from "~/components/static/static-markup";
import { heroWords, home } from "~/content/home";
import { startTyping } from "./typing";

/** Starts the word cycle once the page runs: the hero's markup itself is static and never hydrates. */
function Typing() {
  useEffect(() => {
    const word = document.querySelector<HTMLElement>(".typed-word");
    return word ? startTyping(word, heroWords) : undefined;
  }, []);
  return null;
}

/** The home page's hero: prerendered with the first word typed, then typed by a timer (./typing.ts). */
export function TypedHero() {
  return (
    <>
      <Static>
        <HeroMarkup />
      </Static>
      <Typing />
    </>
  );
}

function HeroMarkup() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50 dark:from-slate-900 dark:via-slate-950 dark:to-slate-900">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:py-28">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
          {home.heroLead} <span className="sr-only">{heroWords.join(", ")}</span>
          {/* The words lie over one another in one grid cell, so the box is the widest word's size and the
              rest of the centred heading never moves. */}
          <span
            aria-hidden="true"
            data-testid="typed-word"
            className="typed-word inline-grid justify-items-start text-brand-600 dark:text-brand-200"
          >
            {heroWords.map((word, w) => [
              w > 0 ? (
                <span key={`sep${w}`} className="typed-sep">
                  {" · "}
                </span>
              ) : null,
              <span key={word} data-word={w} className="col-start-1 row-start-1">
                {[...word].map((char, i) => (
                  <span key={i} className={w > 0 ? "tw tw-off" : "tw"}>
                    {char}
                  </span>
                ))}
              </span>,
            ])}
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{home.heroText}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link
            to="/contact"
            data-cta="Get in Touch"
            className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700"
          >
            Get in Touch
          </Link>
          <Link
            to="/ai"
            data-cta="Explore AI Solutions"
            className="rounded-lg border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-200 dark:hover:bg-slate-800"
          >
            Explore AI Solutions
          </Link>
        </div>
      </div>
    </section>
  );
}
