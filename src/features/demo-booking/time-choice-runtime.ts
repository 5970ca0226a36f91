// Loaded after the page is up (see use-time-choice.ts): the picker and the free-times call.
export { SlotPicker } from "~/components/slot-picker/slot-picker";
export { getSlots } from "~/components/slot-picker/free-slots";
