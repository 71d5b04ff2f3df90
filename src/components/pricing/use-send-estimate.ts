"use client";

import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";

/** "Send Estimate" after the reveal: the lead's token proves this browser made the lead. */
export function useSendEstimate(lead: { leadId: string | null; estimateToken: string | null } | null, email: string) {
  const action = usePostAction();
  async function sendEstimate() {
    const sent = () => toast.success("Estimate sent", { description: `We emailed your estimate to ${email.trim()}.` });
    if (!lead?.leadId || !lead.estimateToken) {
      sent();
      return;
    }
    // The token this browser got with the lead: nobody else can have the estimate mailed again.
    const answer = await action.post(
      `/api/leads/${lead.leadId}/estimate`,
      { token: lead.estimateToken },
      { refresh: false, onRefused: (refused) => toast.error("Estimate not sent", { description: refused.error }) },
    );
    if (answer) sent();
  }
  return { sending: action.busy, sendEstimate };
}
