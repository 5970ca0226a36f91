// Demo booking texts without zod, for code that must not load it with the page.
// docs/product.md §5 texts, letter for letter.
export const demoMessages = {
  fullNameRequired: "Full Name is required",
  phoneRequired: "Phone Number is required",
  phoneDigits: "Phone Number must be exactly 10 digits",
  emailRequired: "Email Address is required",
  emailInvalid: "Enter a valid email address",
  commentRequired: "Comment is required",
  invalidOtp: "Invalid OTP.",
} as const;
