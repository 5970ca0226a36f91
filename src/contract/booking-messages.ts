// Booking texts without zod, for code that must not load it with the page (issue 22, letter for letter).
export const bookingMessages = {
  pickATime: "Pick a time",
  slotTaken: "That time was just booked. Please pick another.",
  noAvailability:
    "No demo times are open right now. Send your request and our team will contact you to fix a time.",
  slotNotOffered: "That time is not offered. Please pick another.",
  tooLateToChange: "This demo starts too soon to change online. Please call or email us.",
  invalidLink: "This link is not valid or has expired.",
} as const;
