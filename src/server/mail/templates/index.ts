// Every customer email's template, loaded by renderEmail() only when an email is rendered: React
// Email stays out of the modules that queue emails (see render.ts).
export { BookingCancelled } from "./booking-cancelled";
export { BookingConfirmation } from "./booking-confirmation";
export { BookingMoney } from "./booking-money";
export { BookingReminder } from "./booking-reminder";
export { CardPaymentLink } from "./card-payment-link";
export { CreditNote } from "./credit-note";
export { CustomerInvite } from "./customer-invite";
export { DueReminder } from "./due-reminder";
export { Estimate } from "./estimate";
export { Invoice } from "./invoice";
export { NewsletterConfirm, NewsletterWelcome } from "./newsletter";
export { NextVisitProposal } from "./next-visit";
export { OnMyWay } from "./on-my-way";
export { PasswordReset } from "./password-reset";
export { PaymentReminder } from "./payment-reminder";
export { PlanPaymentFailed } from "./plan-payment-failed";
export { QuoteSent } from "./quote";
export { Receipt } from "./receipt";
export { Refund } from "./refund";
export { ReviewRequest } from "./review-request";
export { TechnicianInvite } from "./technician-invite";
export { Verification } from "./verification";
export { VisitCompleted } from "./visit-completed";
export { WaitlistOpen } from "./waitlist";
