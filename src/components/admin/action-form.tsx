// The console's forms post through ui/post-action; this path stays for the forms that import it here.
export { ActionForm, firstFieldError, usePostAction } from "@/components/ui/post-action";
