"use client";

import { useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";

/** One photo of a consenting customer's visit: publish it as recent work once checked, or take it down. */
export function PhotoPublish({
  bookingId,
  photoId,
  kind,
  published,
}: {
  bookingId: string;
  photoId: string;
  kind: string;
  published: boolean;
}) {
  const action = usePostAction();
  const [checked, setChecked] = useState(false);
  async function send(body: object, done: string) {
    if (await action.post(`/api/admin/work-photos/${photoId}`, body)) toast.success(done);
  }
  return (
    <li className="rounded-lg border border-slate-200 p-2" data-testid="visit-photo">
      {/* biome-ignore lint/performance/noImgElement: the owner's private photo route, not a static asset */}
      <img
        src={`/api/visits/${bookingId}/photos/${photoId}?size=thumb`}
        alt={`${kind === "before" ? "Before" : "After"} the visit`}
        className="aspect-[4/3] w-40 rounded object-cover"
      />
      {published ? (
        <>
          <p className="mt-1 font-medium text-emerald-800 text-sm">Published as recent work</p>
          <Button
            type="button"
            size="md"
            variant="outline"
            disabled={action.busy}
            onClick={() => send({ action: "unpublish" }, "Taken down.")}
          >
            Take down
          </Button>
        </>
      ) : (
        <>
          <Checkbox checked={checked} onChange={setChecked} className="mt-2 text-sm" boxClassName="mt-0.5">
            <span>I checked it: no faces, house numbers or personal details</span>
          </Checkbox>
          <Button
            type="button"
            size="md"
            className="mt-2"
            disabled={action.busy}
            onClick={() => send({ action: "publish", checked }, "Published as recent work.")}
          >
            Publish
          </Button>
        </>
      )}
      <FormError id={action.errorId} error={action.error} />
    </li>
  );
}
