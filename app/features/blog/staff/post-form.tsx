import { zodResolver } from "@hookform/resolvers/zod";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { useState } from "react";
import { Button } from "#app/shared/ui/button";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import { PostInputSchema, type AdminPost, type PostFormValues, type PostInput } from "./staff-schema";
import { CheckboxField, LinesField } from "#app/shared/staff/form-controls";
import { adminKeys } from "#app/shared/staff/query-client";
import { FormActions, rowSaveToasts, useStaffForm } from "#app/shared/staff/staff-form";
import { ContentPreview } from "./content-preview";
import { EMPTY_POST_FORM, POST_FORM_FIELDS, postToForm } from "./post-form-values";
import { TitleAndSlugFields } from "#app/shared/staff/title-slug-fields";

/** SPEC §2 Blog Articles create/edit dialog with §5's inline field messages. */
export function PostForm({ post, onSaved }: { post?: AdminPost; onSaved(): void }) {
  const [preview, setPreview] = useState(false);
  const form = useStaffForm<PostFormValues, PostInput>({
    resolver: zodResolver(PostInputSchema),
    defaultValues: post ? postToForm(post) : EMPTY_POST_FORM,
    fields: POST_FORM_FIELDS,
    save: {
      path: "/api/admin/posts",
      id: post?.id,
      onSaved,
      invalidates: [adminKeys.posts],
      ...rowSaveToasts(Boolean(post), "article", "created"),
    },
  });
  const { register, control, watch, submit, isSubmitting, field } = form;

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      <TitleAndSlugFields
        form={form}
        slugLabel="URL slug"
        slugHint="Lowercase letters, numbers and hyphens: the article's address /blog/…"
      />
      <TextAreaField label="Excerpt" hint="Optional" rows={2} {...field("excerpt")} />
      <TextAreaField
        label="Content"
        required
        rows={12}
        hint="HTML or plain text; a new line becomes a line break."
        {...field("content")}
      />
      <div>
        <Button variant="outline" size="sm" aria-pressed={preview} onClick={() => setPreview((shown) => !shown)}>
          {preview ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          Preview
        </Button>
        {preview && (
          <div className="mt-3">
            <ContentPreview title={watch("title")} excerpt={watch("excerpt") ?? ""} content={watch("content")} />
          </div>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Featured image URL"
          hint="Optional: https://… or a path such as /images/blog/door.jpg"
          {...field("featuredImage")}
        />
        <TextField label="Image alt text" hint="Optional" {...field("imageAlt")} />
      </div>
      <LinesField control={control} name="tags" label="Tags" rows={3} />
      <CheckboxField label="Published" hint="Published articles appear on the blog." {...register("published")} />
      <FormActions submitting={isSubmitting} submitLabel={post ? "Save Changes" : "Create Article"} />
    </form>
  );
}
