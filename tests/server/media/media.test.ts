import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { envelope } from "~/contract/envelope";
import { MEDIA_MAX_BYTES, mediaSchema } from "~/contract/media";
import { OWNERS_ONLY } from "~/contract/roles";
import { media } from "../../../server/src/platform/db/schema";
import { auth, json } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";
import { staffMember } from "../team-members";
import { hasGpsPointer, jpeg, pictureFolders, png, unfinished, upload, uploaded } from "./media-helpers";

const t = sharedTestApp({ ...noLimits, LOG_LEVEL: "warn" });

const UNSUPPORTED = "Upload a JPEG, PNG, WebP, AVIF or SVG picture.";
const UNSAFE_SVG = "This SVG contains scripts or outside references; export it again as a plain SVG.";
const IMMUTABLE = "public, max-age=31536000, immutable";

const get = (url: string) => t.app.inject({ method: "GET", url });
const rows = () => t.app.appContext.db.select().from(media);

/** What a refused upload must leave: the same rows and folders as before, and no unfinished files. */
async function expectNothingStored(before: { rows: number; folders: string[] }) {
  expect((await rows()).length).toBe(before.rows);
  expect(pictureFolders(t).sort()).toEqual(before.folders.sort());
  expect(unfinished(t)).toEqual([]);
}
const snapshot = async () => ({ rows: (await rows()).length, folders: pictureFolders(t) });

/** A 1000×700 JPEG shot "sideways" (EXIF orientation 6), with a camera, a location and a P3 profile. */
const cameraJpeg = () =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background: "#cc4422" } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      icc: "p3",
      exif: {
        IFD0: { Make: "Test Camera", Copyright: "Owner camera 7" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "12/1 58/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "77/1 35/1 0/1",
        },
      },
    })
    .toBuffer();

let staffToken: string;
beforeAll(async () => {
  staffToken = (await staffMember(t, "media.staff@example.org")).token;
});

describe("uploading a photo", () => {
  it("stores it upright without EXIF, location or ICC, with AVIF, WebP and PNG copies served immutable", async () => {
    const camera = await cameraJpeg();
    const before = await sharp(camera).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsPointer(before.exif!)).toBe(true);
    expect(before.icc).toBeDefined();

    const res = await upload(t, {
      alt: "  The office at dusk  ",
      file: { body: camera, name: "IMG_2041.JPG", type: "image/jpeg" },
    });
    expect(res.statusCode).toBe(200);
    expect(envelope(mediaSchema).parse(res.json())).toBeTruthy();
    expect(json(res).message).toBe("Picture uploaded.");
    const picture = uploaded(res);
    expect(picture).toMatchObject({
      alt: "The office at dusk",
      type: "image/jpeg",
      width: 700,
      height: 1000,
    });
    expect(picture.url).toBe(`/media/${picture._id}/original.jpg`);
    expect(picture.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      "avif@320",
      "webp@320",
      "avif@640",
      "webp@640",
      "png@512",
    ]);

    for (const file of [{ url: picture.url, format: "jpeg", width: 700 }, ...picture.variants]) {
      const served = await get(file.url);
      expect(served.statusCode, file.url).toBe(200);
      expect(served.headers["cache-control"]).toBe(IMMUTABLE);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["content-type"]).toBe(`image/${file.format}`);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(file.format === "avif" ? "heif" : file.format);
      expect(meta.width).toBe(file.width);
      expect(meta.exif, file.url).toBeUndefined();
      expect(meta.icc, file.url).toBeUndefined();
      expect(meta.xmp, file.url).toBeUndefined();
      expect(meta.orientation, file.url).toBeUndefined();
    }
    // Upright: the 700 px wide original is taller than wide, as the camera meant it.
    const original = await get(picture.url);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 700, height: 1000 });
    expect(picture.bytes).toBe(original.rawPayload.length);

    const [row] = await t.app.appContext.db.select().from(media).where(eq(media.id, picture._id));
    expect(row?.sha256).toBe(createHash("sha256").update(original.rawPayload).digest("hex"));
    expect(readdirSync(join(t.dataDir, "media", picture._id)).sort()).toEqual(
      ["original.jpg", "320.avif", "320.webp", "640.avif", "640.webp", "512.png"].sort(),
    );

    const audit = await t.app.inject({
      method: "GET",
      url: "/api/Audit/GetAll?event=media.uploaded",
      headers: auth(await t.token()),
    });
    expect(json(audit).data).toContainEqual(
      expect.objectContaining({ outcome: "success", detail: { id: picture._id, type: "image/jpeg" } }),
    );
  });

  it("reads the type from the content: a PNG named .jpg and sent as image/jpeg is a PNG", async () => {
    const picture = uploaded(
      await upload(t, {
        alt: "Logo",
        file: { body: await png(600, 200), name: "logo.jpg", type: "image/jpeg" },
      }),
    );
    expect(picture.type).toBe("image/png");
    expect(picture.url).toMatch(/\/original\.png$/);
    const served = await get(picture.url);
    expect(served.headers["content-type"]).toBe("image/png");
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);
    // The .jpg name the browser claimed is no file of the picture.
    expect((await get(`/media/${picture._id}/original.jpg`)).statusCode).toBe(404);
  });

  it("keeps a picture narrower than 320 px at its own width, and its PNG no wider than 512", async () => {
    const small = uploaded(
      await upload(t, {
        alt: "Icon",
        file: { body: await jpeg(200, 100), name: "a.jpg", type: "image/jpeg" },
      }),
    );
    expect(small.variants.map((v) => `${v.format}@${v.width}`)).toEqual(["avif@200", "webp@200", "png@200"]);
    const wide = uploaded(
      await upload(t, {
        alt: "Cover",
        file: { body: await jpeg(2400, 600), name: "b.jpg", type: "image/jpeg" },
      }),
    );
    expect(wide.variants.filter((v) => v.format === "webp").map((v) => v.width)).toEqual([
      320, 640, 960, 1280, 1920,
    ]);
    const pngCopy = wide.variants.find((v) => v.format === "png")!;
    expect(pngCopy.width).toBe(512);
    expect((await sharp((await get(pngCopy.url)).rawPayload).metadata()).width).toBe(512);
  });

  it("takes WebP and AVIF uploads by content too", async () => {
    const base = sharp({ create: { width: 400, height: 300, channels: 3, background: "#118844" } });
    const webp = uploaded(
      await upload(t, {
        alt: "Team",
        file: { body: await base.clone().webp().toBuffer(), name: "t.png", type: "image/png" },
      }),
    );
    expect(webp).toMatchObject({ type: "image/webp", url: expect.stringMatching(/original\.webp$/) });
    const avif = uploaded(
      await upload(t, {
        alt: "Team",
        file: { body: await base.clone().avif().toBuffer(), name: "t", type: "application/octet-stream" },
      }),
    );
    expect(avif).toMatchObject({ type: "image/avif", url: expect.stringMatching(/original\.avif$/) });
  });
});

describe("refused uploads store nothing", () => {
  it("a text file named .png is 415", async () => {
    const before = await snapshot();
    const res = await upload(t, {
      alt: "Not a picture",
      file: { body: Buffer.from("just some notes\n"), name: "notes.png", type: "image/png" },
    });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toEqual({ isSuccess: false, message: UNSUPPORTED });
    await expectNothingStored(before);
  });

  it("a GIF or a HEIC photo is 415", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const res = await upload(t, { alt: "Anim", file: { body: gif, name: "a.png", type: "image/png" } });
    expect(res.statusCode).toBe(415);
    // A HEIC file starts like AVIF (an ISO-BMFF ftyp box) but with other brands.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(64),
    ]);
    const res2 = await upload(t, { alt: "Phone", file: { body: heic, name: "a.avif", type: "image/avif" } });
    expect(res2.statusCode).toBe(415);
  });

  it("a picture over 10 MB is 413 and leaves no row and no folder", async () => {
    const before = await snapshot();
    const body = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024, 7)]);
    expect(body.length).toBeGreaterThan(MEDIA_MAX_BYTES);
    const res = await upload(t, { alt: "Huge", file: { body, name: "huge.jpg", type: "image/jpeg" } });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({ isSuccess: false, message: "The picture is larger than 10 MB." });
    await expectNothingStored(before);
  });

  it("a small file claiming more than 40 megapixels (a decompression bomb) is 413", async () => {
    const before = await snapshot();
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MEDIA_MAX_BYTES);
    const res = await upload(t, { alt: "Bomb", file: { body: bomb, name: "b.png", type: "image/png" } });
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toMatch(/more than 40 megapixels/);
    await expectNothingStored(before);
  });

  it("a damaged JPEG is 400 with a clear message", async () => {
    const before = await snapshot();
    const good = await jpeg(300, 300);
    const broken = Buffer.concat([good.subarray(0, 40), Buffer.alloc(500, 1)]);
    const res = await upload(t, { alt: "Broken", file: { body: broken, name: "b.jpg", type: "image/jpeg" } });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/could not be read/);
    await expectNothingStored(before);
  });

  it("without a description (alt) it is 400 with the field's error", async () => {
    const before = await snapshot();
    const body = await jpeg(100, 100);
    for (const fields of [{}, { alt: "   " }] as Record<string, string>[]) {
      const res = await upload(t, { ...fields, file: { body, name: "a.jpg", type: "image/jpeg" } });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        isSuccess: false,
        message: "Describe the picture",
        errors: [{ path: "alt", message: "Describe the picture" }],
      });
    }
    const nul = await upload(t, { alt: "Logo\u0000", file: { body, name: "a.jpg", type: "image/jpeg" } });
    expect(nul.statusCode).toBe(400);
    const long = await upload(t, { alt: "x".repeat(201), file: { body, name: "a.jpg", type: "image/jpeg" } });
    expect(json(long).errors).toEqual([
      { path: "alt", message: "The description can be at most 200 characters" },
    ]);
    await expectNothingStored(before);
  });

  it("without a file, with two files, or as JSON it is refused clearly", async () => {
    const before = await snapshot();
    const noFile = await upload(t, { alt: "Nothing" });
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile).errors).toEqual([{ path: "file", message: "Choose a picture to upload" }]);

    const body = await jpeg(100, 100);
    const { payload, contentType } = await (async () => {
      const form = new FormData();
      form.append("alt", "Two");
      form.append("file", new File([new Uint8Array(body)], "a.jpg", { type: "image/jpeg" }));
      form.append("file", new File([new Uint8Array(body)], "b.jpg", { type: "image/jpeg" }));
      const request = new Request("http://localhost/", { method: "POST", body: form });
      return {
        payload: Buffer.from(await request.arrayBuffer()),
        contentType: request.headers.get("content-type") ?? "",
      };
    })();
    const two = await t.app.inject({
      method: "POST",
      url: "/api/v1/Media",
      headers: { ...auth(await t.token()), "content-type": contentType },
      payload,
    });
    expect(two.statusCode).toBe(400);
    expect(json(two).message).toBe("Send one picture at a time");

    const asJson = await t.app.inject({
      method: "POST",
      url: "/api/v1/Media",
      headers: auth(await t.token()),
      payload: { alt: "x", file: "data" },
    });
    expect(asJson.statusCode).toBe(415);
    expect(json(asJson).message).toMatch(/multipart\/form-data/);
    await expectNothingStored(before);
  });

  it("a failed insert removes the converted files", async () => {
    const { uploadMedia } = await import("../../../server/src/modules/media/media");
    const before = await snapshot();
    // No such member: the row's created_by reference fails after the files were written.
    await expect(
      uploadMedia(t.app.appContext, { bytes: await jpeg(400, 300), alt: "Lost", adminId: "no-such-member" }),
    ).rejects.toThrow();
    await expectNothingStored(before);
  });
});

describe("SVG", () => {
  const svg = (inner: string, attrs = "") =>
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" viewBox="0 0 120 60"${attrs}>${inner}</svg>`,
    );

  it.each([
    ["a script", svg('<script>alert(document.cookie)</script><rect width="10" height="10"/>')],
    ["an onload attribute", svg('<rect width="10" height="10"/>', ' onload="alert(1)"')],
    ["an external image", svg('<image href="https://tracker.example.com/p.png" width="10" height="10"/>')],
    ["an external xlink:href", svg('<use xlink:href="http://example.com/icons.svg#logo"/>')],
    ["a javascript: link", svg('<a href="javascript:alert(1)"><rect width="10" height="10"/></a>')],
    [
      "a foreignObject",
      svg("<foreignObject><div xmlns='http://www.w3.org/1999/xhtml'>hi</div></foreignObject>"),
    ],
  ])("with %s is refused and stores nothing", async (_what, body) => {
    const before = await snapshot();
    const res = await upload(t, { alt: "Logo", file: { body, name: "logo.svg", type: "image/svg+xml" } });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toEqual({ isSuccess: false, message: UNSAFE_SVG });
    await expectNothingStored(before);
  });

  it("a plain SVG is kept as uploaded, served with its own policy, and drawn into a 512 px PNG", async () => {
    const body = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#1d5fd6"/><stop offset="1" stop-color="#0b2a66"/></linearGradient></defs>' +
        '<rect width="120" height="60" fill="url(#g)"/><use href="#g"/>',
    );
    const picture = uploaded(
      await upload(t, { alt: "Company logo", file: { body, name: "logo.svg", type: "text/plain" } }),
    );
    expect(picture).toMatchObject({ type: "image/svg+xml", width: 120, height: 60, bytes: body.length });
    expect(picture.url).toBe(`/media/${picture._id}/original.svg`);
    expect(picture.variants).toEqual([{ format: "png", width: 512, url: `/media/${picture._id}/512.png` }]);

    const served = await get(picture.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(body)).toBe(true);
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers["cache-control"]).toBe(IMMUTABLE);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");

    const rendered = await get(picture.variants[0]!.url);
    expect(rendered.headers["content-type"]).toBe("image/png");
    const meta = await sharp(rendered.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "png", width: 512, height: 256 });
    // Drawn, not blank: the gradient's blue is there.
    const { dominant } = await sharp(rendered.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });
});

describe("access, listing, serving and deleting", () => {
  it("staff get 403 on every picture call", async () => {
    const body = await jpeg(100, 100);
    const refused = [
      await upload(t, { alt: "Mine", file: { body, name: "a.jpg", type: "image/jpeg" } }, staffToken),
      await t.app.inject({ method: "GET", url: "/api/v1/Media", headers: auth(staffToken) }),
      await t.app.inject({
        method: "DELETE",
        url: "/api/v1/Media/00000000-0000-4000-8000-000000000000",
        headers: auth(staffToken),
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe(OWNERS_ONLY);
    }
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/Media" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists pictures newest first", async () => {
    const first = uploaded(
      await upload(t, {
        alt: "First",
        file: { body: await jpeg(50, 50), name: "1.jpg", type: "image/jpeg" },
      }),
    );
    t.clock.advance(1000);
    const second = uploaded(
      await upload(t, {
        alt: "Second",
        file: { body: await jpeg(50, 50), name: "2.jpg", type: "image/jpeg" },
      }),
    );
    const res = await t.app.inject({ method: "GET", url: "/api/v1/Media", headers: auth(await t.token()) });
    expect(res.statusCode).toBe(200);
    const list = json(res).data as { _id: string }[];
    expect(list.findIndex((m) => m._id === second._id)).toBeLessThan(
      list.findIndex((m) => m._id === first._id),
    );
    expect(list[0]?._id).toBe(second._id);
  });

  it("serves nothing outside a picture's listed files: traversal, unknown ids and names are 404", async () => {
    const picture = uploaded(
      await upload(t, { alt: "Any", file: { body: await jpeg(60, 60), name: "a.jpg", type: "image/jpeg" } }),
    );
    const id = picture._id;
    for (const url of [
      "/media/..%2f..%2f..%2fetc/passwd",
      `/media/${id}/..%2f..%2f..%2f..%2fetc%2fpasswd`,
      `/media/${id}/%2e%2e`,
      `/media/..%2F${id}/original.jpg`,
      `/media/${id}/../${id}/original.jpg.tmp`,
      `/media/${id}/original.png`,
      `/media/${id}/9999.webp`,
      `/media/${id.toUpperCase()}/original.jpg`,
      "/media/00000000-0000-4000-8000-000000000000/original.jpg",
      `/media/.incoming/${id}`,
      "/media/%2e%2e/%2e%2e/package.json",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/root:|"name"/);
    }
    expect((await get(`/media/${id}/original.jpg`)).statusCode).toBe(200);
  });

  it("deleting a picture removes its row and its folder; it is then 404", async () => {
    const picture = uploaded(
      await upload(t, {
        alt: "Gone",
        file: { body: await jpeg(400, 200), name: "a.jpg", type: "image/jpeg" },
      }),
    );
    const folder = join(t.dataDir, "media", picture._id);
    expect(existsSync(folder)).toBe(true);
    const headers = auth(await t.token());
    const res = await t.app.inject({ method: "DELETE", url: `/api/v1/Media/${picture._id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ isSuccess: true, message: "Picture deleted." });
    expect(existsSync(folder)).toBe(false);
    expect((await get(picture.url)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/Media", headers })).json().data,
    ).not.toContainEqual(expect.objectContaining({ _id: picture._id }));
    const again = await t.app.inject({ method: "DELETE", url: `/api/v1/Media/${picture._id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe("Picture not found.");
    const bad = await t.app.inject({ method: "DELETE", url: "/api/v1/Media/..%2f..", headers });
    expect(bad.statusCode).toBe(404);
  });

  it("findMedia and mediaPngUrl give another module a picture's PNG", async () => {
    const { findMedia, mediaPngUrl } = await import("../../../server/src/modules/media");
    const picture = uploaded(
      await upload(t, { alt: "Logo", file: { body: await png(900, 300), name: "l.png", type: "image/png" } }),
    );
    const found = await findMedia(t.app.appContext, picture._id);
    expect(found).toEqual(picture);
    expect(mediaPngUrl(found!)).toBe(`/media/${picture._id}/512.png`);
    expect((await get(mediaPngUrl(found!))).headers["content-type"]).toBe("image/png");
    expect(await findMedia(t.app.appContext, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await findMedia(t.app.appContext, "not-an-id")).toBeUndefined();
  });
});
