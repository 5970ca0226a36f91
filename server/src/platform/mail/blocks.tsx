/** @jsxRuntime automatic */
import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { Fragment, type ReactNode, useContext } from "react";
import { BrandColour } from "./brand";

// The pieces visitor mails are made of. Every value is a React child or attribute, so React escapes it:
// a visitor's name or message can never become markup.

const text = { margin: "0 0 16px", color: "#1f2933", fontSize: "15px", lineHeight: "24px" };

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={text}>{children}</Text>;
}

/** Lines kept as lines (a message, a list of facts), each break a <br>. */
function Lines({ lines }: { lines: ReactNode[] }) {
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

/** Facts on lines of their own ("When: …", "Host: …"), as the plain text has them. */
export function Facts({ lines }: { lines: string[] }) {
  return (
    <Text style={{ ...text, padding: "12px 16px", backgroundColor: "#f4f6fb", borderRadius: "6px" }}>
      <Lines lines={lines} />
    </Text>
  );
}

/** What the visitor wrote, set apart with a bar in the brand colour. */
export function Quote({ text: quoted }: { text: string }) {
  const colour = useContext(BrandColour);
  return (
    <Text style={{ ...text, borderLeft: `4px solid ${colour}`, paddingLeft: "12px", color: "#3e4756" }}>
      <Lines lines={quoted.split(/\r\n|\n/)} />
    </Text>
  );
}

/** A link drawn as a button in the brand colour. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  const colour = useContext(BrandColour);
  return (
    <Button
      href={href}
      style={{
        backgroundColor: colour,
        color: "#ffffff",
        borderRadius: "6px",
        padding: "10px 18px",
        fontSize: "15px",
        fontWeight: 600,
        textDecoration: "none",
        marginRight: "8px",
        marginBottom: "8px",
      }}
    >
      {children}
    </Button>
  );
}

/** A link as it is written in the text, for when a button is too much. */
export function TextLink({ href }: { href: string }) {
  const colour = useContext(BrandColour);
  return (
    <Link href={href} style={{ color: colour, wordBreak: "break-all" }}>
      {href}
    </Link>
  );
}

/** A one-time code, large and spaced so it reads at a glance. */
export function CodeBox({ code }: { code: string }) {
  return (
    <Text
      style={{
        ...text,
        fontFamily: "'Courier New', Courier, monospace",
        fontSize: "28px",
        fontWeight: 700,
        letterSpacing: "6px",
        lineHeight: "36px",
      }}
    >
      {code}
    </Text>
  );
}

/** "Reschedule: https://…": a labelled link on a line of its own. */
const LINK_LINE = /^([^:\n]{1,40}): (https?:\/\/\S+)$/;

/**
 * A plain-text body as HTML, so the two parts say the same thing: each paragraph (lines between blank
 * lines) as a paragraph, and a paragraph made only of labelled links as buttons.
 */
export function TextParagraphs({ text: body }: { text: string }) {
  return body
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph, i) => {
      const lines = paragraph.split("\n");
      const links = lines.map((line) => LINK_LINE.exec(line));
      if (links.every((m): m is RegExpExecArray => m !== null))
        return (
          <Text key={i} style={text}>
            {links.map((m) => (
              <Action key={m[2]} href={m[2]!}>
                {m[1]}
              </Action>
            ))}
          </Text>
        );
      // Among other lines, a labelled link stays a line, its address made a link.
      const shown = lines.map((line, j) => {
        const m = links[j];
        return m ? (
          <>
            {m[1]}: <TextLink href={m[2]!} />
          </>
        ) : (
          line
        );
      });
      return (
        <Paragraph key={i}>
          <Lines lines={shown} />
        </Paragraph>
      );
    });
}
