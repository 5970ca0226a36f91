import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { describedBy, errorId, errorTextClass, hintId, inputClass } from "~/components/ui/input";
import { type Media, mediaUploadFieldsSchema } from "~/contract/media";
import { ApiError } from "~/lib/http/api-client";
import { ACCEPTED_TYPES, pictureProblem, pictureUrl, uploadMedia } from "./upload-media";
import { errorAt, ID_PREFIX, type SettingsForm } from "./settings-values";

const fileId = `${ID_PREFIX}-logo-file`;
const altId = `${ID_PREFIX}-logo-alt`;
const logoErrorId = errorId(`${ID_PREFIX}-logoMediaId`);

/**
 * The logo: what is set now, a new picture uploaded to the library (with its description), or none. An
 * upload only picks the picture; like every other field, it is used once the settings are saved.
 */
export function LogoSection({
  form,
  saved,
}: {
  form: SettingsForm;
  saved: { id: string | null; url: string | null };
}) {
  const logoId = useWatch({ control: form.control, name: "logoMediaId" });
  const [uploaded, setUploaded] = useState<Media | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [fileError, setFileError] = useState<string | undefined>();
  const [altError, setAltError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const [status, setStatus] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);

  const shown = !logoId
    ? null
    : uploaded?._id === logoId
      ? uploaded.url
      : logoId === saved.id
        ? saved.url
        : null;
  const preview = shown && pictureUrl(shown);
  const message = errorAt(form, "logoMediaId");
  // The server's word on the chosen logo ("Choose an uploaded picture") describes the upload too.
  const fileDescription = describedBy(fileId, fileError ?? message, true);
  if (message && !fileError) fileDescription["aria-describedby"] = `${hintId(fileId)} ${logoErrorId}`;

  const upload = useMutation({
    mutationFn: (picture: { file: File; alt: string }) => uploadMedia(picture.file, picture.alt, setProgress),
    onSuccess: (media) => {
      setUploaded(media);
      form.clearErrors("logoMediaId");
      form.setValue("logoMediaId", media._id, { shouldDirty: true });
      setFile(null);
      setAlt("");
      if (fileInput.current) fileInput.current.value = "";
      setStatus("Logo uploaded. Save settings to use it.");
    },
    onError: (error) => {
      const on = (path: string) =>
        error instanceof ApiError ? error.fieldErrors.find((f) => f.path === path)?.message : undefined;
      const onAlt = on("alt");
      setAltError(onAlt);
      setFileError(on("file") ?? (onAlt ? undefined : error.message));
    },
  });

  const start = () => {
    setStatus("");
    const fileProblem = file ? pictureProblem(file) : "Choose a picture to upload";
    const described = mediaUploadFieldsSchema.safeParse({ alt });
    setFileError(fileProblem ?? undefined);
    setAltError(described.success ? undefined : described.error.issues[0]?.message);
    if (fileProblem) fileInput.current?.focus();
    else if (!described.success) document.getElementById(altId)?.focus();
    if (!file || fileProblem || !described.success) return;
    setProgress(undefined);
    upload.mutate({ file, alt: described.data.alt });
  };

  return (
    <div className="space-y-5" aria-busy={upload.isPending}>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt="The logo"
            className="h-16 max-w-full rounded-lg border border-slate-200 bg-white object-contain p-2 dark:border-slate-700"
          />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-200">
            No logo yet: the name is shown as text.
          </p>
        )}
        {logoId && (
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() => {
              form.clearErrors("logoMediaId");
              form.setValue("logoMediaId", null, { shouldDirty: true });
              setStatus("Logo removed. Save settings to show the name as text.");
            }}
          >
            Remove logo
          </button>
        )}
      </div>
      {message && (
        <p id={logoErrorId} className={errorTextClass}>
          {message}
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fileId}
          label="New logo"
          hint="PNG, SVG, JPEG, WebP or AVIF, up to 10 MB. A wide logo on a clear background works best."
          error={fileError}
        >
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={ACCEPTED_TYPES}
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              setFile(picked);
              setStatus("");
              setFileError((picked && pictureProblem(picked)) ?? undefined);
            }}
            className="mt-1 block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-slate-100"
            {...fileDescription}
          />
        </Field>
        <Field
          id={altId}
          label="Description of the logo"
          required
          hint="Read out by screen readers, e.g. “Acme Software logo”."
          error={altError}
        >
          <input
            id={altId}
            type="text"
            value={alt}
            autoComplete="off"
            aria-required="true"
            onChange={(e) => {
              setAlt(e.target.value);
              setAltError(undefined);
            }}
            onKeyDown={(e) => {
              // Enter uploads the picture rather than saving the whole form.
              if (e.key !== "Enter") return;
              e.preventDefault();
              start();
            }}
            className={inputClass}
            {...describedBy(altId, altError, true)}
          />
        </Field>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={upload.isPending}
          onClick={start}
          className={buttonClass("secondary", "sm")}
        >
          {upload.isPending ? "Uploading..." : "Upload logo"}
        </button>
        {upload.isPending && (
          <progress aria-label="Upload progress" max={1} value={progress} className="h-2 w-40 max-w-full" />
        )}
        <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
          {status}
        </p>
      </div>
    </div>
  );
}
