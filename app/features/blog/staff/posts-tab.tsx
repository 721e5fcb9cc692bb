import { useQuery } from "@tanstack/react-query";
import FilePlus from "lucide-react/icons/file-plus";
import type { ReactNode } from "react";
import { apiGet } from "#app/shared/api-client";
import type { AdminPost } from "./staff-schema";
import { formatInstant } from "#app/shared/staff/staff-format";
import type { Column } from "#app/shared/staff/data-table";
import {
  AddButton,
  editDeleteColumn,
  onOffColumn,
  StaffListTab,
  titleColumn,
  useDeleteRow,
} from "#app/shared/staff/staff-list";
import { RowFormDialog } from "#app/shared/staff/form-dialog";
import { adminKeys } from "#app/shared/staff/query-client";
import { PostForm } from "./post-form";

function PostDialog({ post, trigger }: { post?: AdminPost; trigger: ReactNode }) {
  return (
    <RowFormDialog noun="Article" editing={post?.title} intro="A new article for the blog." wide trigger={trigger}>
      {(close) => <PostForm post={post} onSaved={close} />}
    </RowFormDialog>
  );
}

/** SPEC §2 /admin Blog Articles. */
export default function PostsTab() {
  const posts = useQuery({ queryKey: adminKeys.posts, queryFn: () => apiGet<AdminPost[]>("/api/admin/posts") });
  const remove = useDeleteRow("/api/admin/posts", "article", [adminKeys.posts]);

  const columns: Column<AdminPost>[] = [
    titleColumn(),
    onOffColumn((post) => post.published, "Published", "Draft"),
    { header: "Created", className: "whitespace-nowrap", cell: (post) => formatInstant(post.createdAt) },
    editDeleteColumn({
      name: (post) => post.title,
      edit: (post, trigger) => <PostDialog post={post} trigger={trigger} />,
      deleteTitle: "Delete article",
      remove,
    }),
  ];

  return (
    <StaffListTab
      id="posts-heading"
      title="Blog Articles"
      description="Drafts and published articles."
      actions={<PostDialog trigger={<AddButton icon={FilePlus}>Add Article</AddButton>} />}
      query={posts}
      items="articles"
      caption="Blog articles"
      columns={columns}
      empty='No blog articles yet. Click "Add Article" to create one.'
    />
  );
}
