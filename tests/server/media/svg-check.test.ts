import { describe, expect, it } from "vitest";
import { checkSvg, svgText } from "../../../server/src/modules/media/svg-check";
import { rasterType, variantWidths } from "../../../server/src/modules/media/pictures";
import { oneAtATime } from "../../../server/src/modules/media/queue";

const svg = (inner: string, attrs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;

describe("the SVG check", () => {
  it.each([
    [
      "shapes, a gradient and fragment references",
      svg(
        '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="5" height="5"/><use href="#g"/><use xlink:href="#g"/>',
      ),
    ],
    [
      "an XML declaration, a comment and a public DOCTYPE",
      `<?xml version="1.0"?><!-- made by hand --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg("<circle r='3'/>")}`,
    ],
    ["an inlined PNG", svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="5" height="5"/>')],
    [
      "a style element with fragment urls",
      svg("<style>.a { fill: url(#g); stroke: #000 }</style><rect class='a'/>"),
    ],
    [
      "editor metadata in other namespaces",
      svg('<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" id="v"/>'),
    ],
    ["a byte-order mark and leading white space", `\ufeff  \n${svg("<rect/>")}`],
  ])("accepts %s", (_what, text) => {
    expect(checkSvg(text)).toBe("plain");
  });

  it.each([
    ["a script", svg("<script>alert(1)</script>")],
    ["a script in another case", svg("<SCRIPT>alert(1)</SCRIPT>")],
    [
      "a prefixed script",
      `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>`,
    ],
    ["an onload attribute", svg("", ' onload="alert(1)"')],
    ["an onclick on a shape", svg('<rect onclick="alert(1)"/>')],
    ["a foreignObject", svg("<foreignObject/>")],
    ["an XHTML element", svg('<p xmlns="http://www.w3.org/1999/xhtml">hi</p>')],
    ["an iframe", svg("<iframe/>")],
    ["a javascript: link", svg('<a href="javascript:alert(1)"><rect/></a>')],
    [
      "a javascript: link hidden by entities and white space",
      svg('<a href=" &#106;ava&#x09;script:alert(1)"><rect/></a>'),
    ],
    ["an external link", svg('<a href="https://example.com/"><rect/></a>')],
    ["an external image", svg('<image href="https://tracker.example.com/p.png"/>')],
    ["a local file", svg('<image xlink:href="file:///etc/passwd"/>')],
    ["an external use", svg('<use xlink:href="other.svg#icon"/>')],
    [
      "an inlined SVG image (it could hold scripts)",
      svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'),
    ],
    ["an inlined HTML document", svg('<image href="data:text/html,&lt;script&gt;"/>')],
    [
      "an animation that sets a link",
      svg('<a href="#x"><set attributeName="href" to="https://example.com"/></a>'),
    ],
    [
      "an animation to javascript:",
      svg('<a><animate attributeName="xlink:href" values="javascript:alert(1)"/></a>'),
    ],
    ["a style element importing a sheet", svg('<style>@import url("https://example.com/a.css");</style>')],
    [
      "a style element with an external url",
      svg("<style>rect { fill: url(https://example.com/x.svg#p) }</style>"),
    ],
    [
      "a style element with an escaped url",
      svg("<style>rect { background: \\75 rl(https://example.com/x.png) }</style>"),
    ],
    ["a style element in CDATA", svg("<style><![CDATA[rect { fill: url('//example.com/p') }]]></style>")],
    ["a style attribute with an external url", svg('<rect style="fill: url(http://example.com/p)"/>')],
    [
      "a presentation attribute with an external url",
      svg('<rect filter="url(https://example.com/f.svg#blur)"/>'),
    ],
    ["an xml-stylesheet instruction", `<?xml-stylesheet href="https://example.com/a.css"?>${svg("<rect/>")}`],
    ["entity declarations", `<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]>${svg("<text>&a;</text>")}`],
    ["xml:base", svg('<use href="#a"/>', ' xml:base="https://example.com/"')],
  ])("refuses %s", (_what, text) => {
    expect(checkSvg(text)).toBe("unsafe");
  });

  it("tells apart other XML and broken XML", () => {
    expect(checkSvg("<html><body>hi</body></html>")).toBe("not-svg");
    expect(checkSvg("<svg><rect/></svg>")).toBe("not-svg");
    expect(checkSvg(svg("<rect>"))).toBe("unreadable");
    expect(checkSvg(svg("<text>&unknown;</text>"))).toBe("unreadable");
    expect(checkSvg(`${svg("")}<svg/>`)).toBe("unreadable");
  });

  it("only UTF-8 text that starts with < can be an SVG", () => {
    expect(svgText(Buffer.from("hello"))).toBeUndefined();
    expect(svgText(Buffer.from([0x3c, 0xff, 0xfe]))).toBeUndefined();
    expect(svgText(Buffer.from(" <svg/>"))).toBe(" <svg/>");
  });
});

describe("the type by content", () => {
  it("knows the four raster signatures and nothing else", () => {
    expect(rasterType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(rasterType(Buffer.from("\x89PNG\r\n\x1a\n....", "latin1"))).toBe("image/png");
    expect(rasterType(Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"))).toBe("image/webp");
    const ftyp = (brands: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 8 + brands.length]), Buffer.from(`ftyp${brands}`, "latin1")]);
    expect(rasterType(ftyp("avif\0\0\0\0mif1miaf"))).toBe("image/avif");
    expect(rasterType(ftyp("mif1\0\0\0\0mif1avif"))).toBe("image/avif");
    expect(rasterType(ftyp("heic\0\0\0\0mif1heic"))).toBeUndefined();
    expect(rasterType(Buffer.from("GIF89a", "latin1"))).toBeUndefined();
    expect(rasterType(Buffer.from("<svg/>"))).toBeUndefined();
    expect(rasterType(Buffer.alloc(0))).toBeUndefined();
  });

  it("keeps copies at each width the picture reaches, or its own when narrower than the first", () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(1000)).toEqual([320, 640, 960]);
    expect(variantWidths(5000)).toEqual([320, 640, 960, 1280, 1920]);
  });
});

describe("conversions run one at a time", () => {
  it("starts the next only when the one before has finished, and refuses past the queue's length", async () => {
    const run = oneAtATime(2);
    const started: string[] = [];
    let finishFirst!: () => void;
    const first = run(async () => {
      started.push("first");
      await new Promise<void>((resolve) => (finishFirst = resolve));
      return "first done";
    });
    const second = run(async () => {
      started.push("second");
      return "second done";
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(["first"]);
    expect(() => run(async () => "third")).toThrow(/try again in a minute/);
    finishFirst();
    expect(await first).toBe("first done");
    expect(await second).toBe("second done");
    expect(started).toEqual(["first", "second"]);
    // Room again once they are done; a failure does not stop the line.
    await expect(run(async () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await run(async () => "after")).toBe("after");
  });
});
