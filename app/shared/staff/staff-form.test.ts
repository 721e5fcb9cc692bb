import { describe, expect, it } from "vitest";
import { rowSaveToasts } from "./staff-form";

describe("rowSaveToasts", () => {
  it.each([
    [true, "article", "created", "Failed to update article", "Article updated"],
    [false, "article", "created", "Failed to create article", "Article created"],
    [true, "course", "created", "Failed to update course", "Course updated"],
    [false, "course", "created", "Failed to create course", "Course created"],
    [true, "venue", "added", "Failed to update venue", "Venue updated"],
    [false, "venue", "added", "Failed to add venue", "Venue added"],
    [false, "date", "added", "Failed to add date", "Date added"],
  ] as const)("editing %s a %s (new ones %s): '%s', '%s'", (editing, noun, added, failure, success) => {
    expect(rowSaveToasts(editing, noun, added)).toEqual({ failureMessage: failure, success: { title: success } });
  });
});
