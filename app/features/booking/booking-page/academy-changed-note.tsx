// The academy changed the days of this booking's course (issue 21, H2; decision 020): said at the top of the booking
// page, with the learner's two choices below it ('Changing your date' and 'Cancelling').
export function AcademyChangedNote() {
  return (
    <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      We have had to change the dates of this course: the new days are below, and your calendar file has been updated.
      If they do not suit you, move to another date below free of charge (it does not use up your own change of date),
      or cancel for a full refund of everything you have paid, deposit included.
    </p>
  );
}
