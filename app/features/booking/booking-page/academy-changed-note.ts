// The academy changed the days of this booking's course (issue 21, H2; decision 020): said at the top of the booking
// page, with the learner's two choices below it ('Changing your date' and 'Cancelling'). The server words it: the
// page's script carries no copy of it.
export const ACADEMY_CHANGED_NOTE =
  "We have had to change the dates of this course: the new days are below, and your calendar file has been updated. " +
  "If they do not suit you, move to another date below free of charge (it does not use up your own change of date), " +
  "or cancel for a full refund of everything you have paid, deposit included.";
