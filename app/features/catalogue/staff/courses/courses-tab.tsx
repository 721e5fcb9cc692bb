import Plus from "lucide-react/icons/plus";
import { formatPoundsExact } from "#app/shared/money";
import type { AdminCourse } from "../staff-schema";
import { durationText } from "#app/shared/staff/staff-format";
import { useAdminCourses } from "../course-queries";
import type { Column } from "#app/shared/staff/data-table";
import {
  AddButton,
  editDeleteColumn,
  onOffColumn,
  StaffListTab,
  titleColumn,
  useDeleteRow,
} from "#app/shared/staff/staff-list";
import { adminKeys } from "#app/shared/staff/query-client";
import { CourseFormDialog } from "./course-form-dialog";

/** SPEC §2 /admin Courses. */
export default function CoursesTab() {
  const courses = useAdminCourses();
  // Its schedules and dates go with it (the foreign keys cascade).
  const remove = useDeleteRow("/api/admin/courses", "course", [
    adminKeys.courses,
    adminKeys.instances,
    adminKeys.dates,
  ]);

  const columns: Column<AdminCourse>[] = [
    titleColumn(),
    { header: "Duration", cell: (course) => durationText(course.durationDays), className: "whitespace-nowrap" },
    { header: "Price", cell: (course) => formatPoundsExact(course.price), className: "whitespace-nowrap" },
    onOffColumn((course) => course.isActive, "Active", "Inactive"),
    editDeleteColumn({
      name: (course) => course.title,
      edit: (course, trigger) => <CourseFormDialog course={course} trigger={trigger} />,
      deleteTitle: "Delete course",
      remove,
    }),
  ];

  return (
    <StaffListTab
      id="courses-heading"
      title="Courses"
      description="The catalogue: prices, content and visibility."
      actions={<CourseFormDialog trigger={<AddButton icon={Plus}>Add Course</AddButton>} />}
      query={courses}
      items="courses"
      columns={columns}
      empty='No courses yet. Click "Add Course" to create one.'
    />
  );
}
