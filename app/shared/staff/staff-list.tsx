// What every staff tab is made of: a heading with its main actions, the list as a table once it has loaded, a
// row-actions column and a delete that refreshes the list. Each tab keeps its own columns and copy.
import type { QueryKey, UseQueryResult } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import type { ComponentProps, ComponentType, ReactNode } from "react";
import { apiRequest } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { DataTable, type Column } from "./data-table";
import { QueryState } from "./query-state";
import { ConfirmDelete } from "./confirm-dialog";
import { EditButton, RowActions } from "./row-actions";
import { Badge } from "./status-badge";
import { TabHeader } from "./tab-header";
import { useAdminMutation } from "./use-admin-mutation";

/**
 * A staff tab: its heading and actions, what comes before the table (filters), then the table of `query`'s rows.
 * `items` names the rows in the loading and error messages ('Loading articles', 'Failed to load articles.').
 */
export function StaffListTab<T extends { id: string }>({
  id,
  title,
  description,
  actions,
  before,
  query,
  ready = true,
  items,
  caption = title,
  columns,
  empty,
  expanded,
}: {
  id: string;
  title: string;
  description: string;
  actions?: ReactNode;
  before?: ReactNode;
  query: UseQueryResult<T[]>;
  /** False while the filters are ones the API would refuse: no table then, only the filters' own message. */
  ready?: boolean;
  items: string;
  caption?: string;
  columns: readonly Column<T>[];
  empty: ReactNode;
  expanded?: (row: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <TabHeader id={id} title={title} description={description}>
        {actions}
      </TabHeader>
      {before}
      {ready && (
        <QueryState query={query} what={items}>
          {(rows) => <DataTable caption={caption} columns={columns} rows={rows} empty={empty} expanded={expanded} />}
        </QueryState>
      )}
    </section>
  );
}

/** A column of a row's name with a smaller line under it: an article's address, a customer's e-mail, a reference. */
export function nameColumn<T>(header: string, name: (row: T) => ReactNode, under: (row: T) => ReactNode): Column<T> {
  return {
    header,
    cell: (row) => (
      <>
        <span className="font-medium text-slate-900">{name(row)}</span>
        <span className="block text-xs text-slate-600">{under(row)}</span>
      </>
    ),
  };
}

/** A Title column that shows the row's address under it ('/door-supervisor'). */
export const titleColumn = <T extends { title: string; slug: string }>() =>
  nameColumn<T>(
    "Title",
    (row) => row.title,
    (row) => `/${row.slug}`,
  );

/** A Status column of two states, e.g. Published or Draft. */
export function onOffColumn<T>(isOn: (row: T) => boolean, on: string, off: string): Column<T> {
  return {
    header: "Status",
    cell: (row) => <Badge tone={isOn(row) ? "positive" : "muted"}>{isOn(row) ? on : off}</Badge>,
  };
}

/** The last column: a row's buttons, its header read by screen readers only. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return {
    header: "Actions",
    hiddenHeader: true,
    className: "text-right",
    cell: (row) => <RowActions>{cell(row)}</RowActions>,
  };
}

/**
 * The usual last column: an edit button that opens the row's dialog, any `more` buttons, then a delete that asks
 * first. `name` finishes the buttons' accessible names ('Edit venue: Hall', 'Delete venue: Hall'); the question
 * defaults to 'Are you sure you want to delete "<name>"? This action cannot be undone.'.
 */
export function editDeleteColumn<T extends { id: string }>({
  name,
  edit,
  more,
  deleteTitle,
  deleteQuestion,
  remove,
}: {
  name: (row: T) => string;
  edit?: (row: T, trigger: ReactNode) => ReactNode;
  more?: (row: T) => ReactNode;
  deleteTitle: string;
  deleteQuestion?: (row: T) => string;
  remove: { mutateAsync: (id: string) => Promise<unknown> };
}): Column<T> {
  return actionsColumn((row) => (
    <>
      {edit?.(row, <EditButton label={`Edit ${name(row)}`} />)}
      {more?.(row)}
      <ConfirmDelete
        label={`Delete ${name(row)}`}
        title={deleteTitle}
        description={
          deleteQuestion?.(row) ?? `Are you sure you want to delete "${name(row)}"? This action cannot be undone.`
        }
        onConfirm={() => remove.mutateAsync(row.id)}
      />
    </>
  ));
}

/** A tab's main button, e.g. 'Add Article', with its icon; it passes on what a dialog trigger gives it. */
export function AddButton({
  icon: Icon,
  children,
  ...props
}: { icon: ComponentType<{ className?: string; "aria-hidden"?: "true" }> } & ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/** The 'Export CSV' link of a list, for the filters shown; `label` tells two lists on one tab apart. */
export function ExportCsvLink({ href, label = "Export CSV" }: { href: string; label?: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        <Download aria-hidden="true" className="size-4" />
        {label}
      </a>
    </Button>
  );
}

/**
 * Deletes a row by id at `path/id`; `noun` names it in the toasts ('Failed to delete article', 'Article deleted');
 * `invalidates` are the lists the delete makes stale.
 */
export function useDeleteRow(path: string, noun: string, invalidates: readonly QueryKey[]) {
  return useAdminMutation<string>({
    mutationFn: (id) => apiRequest("DELETE", `${path}/${id}`),
    invalidates,
    failureMessage: `Failed to delete ${noun}`,
    success: { title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} deleted` },
  });
}
