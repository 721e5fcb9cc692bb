import Plus from "lucide-react/icons/plus";
import { apiRequest } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import type { AdminCourse } from "../staff-schema";
import { durationText } from "#app/shared/staff/staff-format";
import { useAdminCourses } from "../course-queries";
import { ConfirmDelete } from "#app/shared/staff/confirm-dialog";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { adminKeys } from "#app/shared/staff/query-client";
import { QueryState } from "#app/shared/staff/query-state";
import { EditButton, RowActions } from "#app/shared/staff/row-actions";
import { Badge } from "#app/shared/staff/status-badge";
import { TabHeader } from "#app/shared/staff/tab-header";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { CourseFormDialog } from "./course-form-dialog";

/** SPEC §2 /admin Courses. */
export default function CoursesTab() {
  const courses = useAdminCourses();
  const remove = useAdminMutation<string>({
    mutationFn: (id) => apiRequest("DELETE", `/api/admin/courses/${id}`),
    // Its schedules and dates go with it (the foreign keys cascade).
    invalidates: [adminKeys.courses, adminKeys.instances, adminKeys.dates],
    failureMessage: "Failed to delete course",
    success: { title: "Course deleted" },
  });

  const columns: Column<AdminCourse>[] = [
    {
      header: "Title",
      cell: (course) => (
        <>
          <span className="font-medium text-slate-900">{course.title}</span>
          <span className="block text-xs text-slate-600">/{course.slug}</span>
        </>
      ),
    },
    { header: "Duration", cell: (course) => durationText(course.durationDays), className: "whitespace-nowrap" },
    { header: "Price", cell: (course) => formatPoundsExact(course.price), className: "whitespace-nowrap" },
    {
      header: "Status",
      cell: (course) => (
        <Badge tone={course.isActive ? "positive" : "muted"}>{course.isActive ? "Active" : "Inactive"}</Badge>
      ),
    },
    {
      header: "Actions",
      hiddenHeader: true,
      className: "text-right",
      cell: (course) => (
        <RowActions>
          <CourseFormDialog course={course} trigger={<EditButton label={`Edit ${course.title}`} />} />
          <ConfirmDelete
            label={`Delete ${course.title}`}
            title="Delete course"
            description={`Are you sure you want to delete "${course.title}"? This action cannot be undone.`}
            onConfirm={() => remove.mutateAsync(course.id)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-labelledby="courses-heading">
      <TabHeader id="courses-heading" title="Courses" description="The catalogue: prices, content and visibility.">
        <CourseFormDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" className="size-4" />
              Add Course
            </Button>
          }
        />
      </TabHeader>
      <QueryState query={courses} loadingLabel="Loading courses" errorMessage="Failed to load courses.">
        {(rows) => (
          <DataTable
            caption="Courses"
            columns={columns}
            rows={rows}
            rowKey={(course) => course.id}
            empty='No courses yet. Click "Add Course" to create one.'
          />
        )}
      </QueryState>
    </section>
  );
}
