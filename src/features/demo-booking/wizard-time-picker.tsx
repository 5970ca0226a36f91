import { useEffect, useRef } from "react";
import { secondaryButton } from "~/components/ui/button";
import { SlotPickerFrame, SlotPickerLoading } from "~/components/slot-picker/slot-picker-frame";
import { timeChoice, type TimeChoice } from "./use-time-choice";
import { FormAlert } from "~/components/ui/form-alert";

export const PICKER_ID = "demo";

/** Step 1's "Pick a time": the frame is in the prerendered page, the picker fills it once loaded. */
export function WizardTimePicker({ choice }: { choice: TimeChoice }) {
  const picker = timeChoice.current;
  const frameRef = useRef<HTMLDivElement>(null);
  const { want } = choice;

  // The picker loads once its frame comes into view (or the visitor enters the form, see the wizard).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === "undefined") return want();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) want();
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [want]);

  if (picker) {
    const { slots } = choice;
    return (
      <div ref={frameRef}>
        <picker.SlotPicker
          idPrefix={PICKER_ID}
          status={choice.status}
          slots={slots?.available ? slots.slots : []}
          timeZone={choice.timeZone}
          zones={slots ? [slots.companyTimeZone] : []}
          onTimeZoneChange={choice.setTimeZone}
          value={choice.slotStart}
          onChange={choice.setSlotStart}
          onRetry={choice.reload}
          error={choice.pickError}
        />
      </div>
    );
  }
  // The picker's own code has not arrived (or failed to).
  const errorId = `${PICKER_ID}-slot-error`;
  return (
    <div ref={frameRef}>
      <SlotPickerFrame id={`${PICKER_ID}-slots`} errorId={choice.pickError ? errorId : undefined}>
        {choice.status === "error" ? (
          <div role="alert" className="space-y-3 text-sm text-red-800 dark:text-red-200">
            <p>We could not load the available times.</p>
            <button type="button" onClick={choice.reload} className={secondaryButton}>
              Try again
            </button>
          </div>
        ) : (
          <SlotPickerLoading />
        )}
        <FormAlert id={errorId}>{choice.pickError}</FormAlert>
      </SlotPickerFrame>
    </div>
  );
}
