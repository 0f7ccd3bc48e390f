import { dayWords } from "../words";

/**
 * The office's words for what is due (tasks, suggestions, Today), apart from its components.
 * The office speaks English; days are shown on the office's clock.
 */
export const agendaCopy = {
  suggestions: {
    followUp: "Follow up (2 business days after contact)",
    claim: (isoDay: string) => `File the government claim by ${dayWords(isoDay)}`,
    suit: (isoDay: string) => `File suit before the two-year limit, ${dayWords(isoDay)}`,
    court: (isoDay: string) => `Ask about the criminal case (court date ${dayWords(isoDay)})`,
  },
  tasks: {
    heading: "Tasks",
    intro: "What is to be done on this request, by when, and by whom. Times are on the office's clock (California).",
    none: "No open task.",
    done: "Done",
    doneBy: (who: string) => `done by ${who}`,
    reopen: "Reopen",
    tomorrow: "Move to tomorrow",
    overdue: "overdue",
    unowned: "anyone",
    owner: "Whose",
    title: "Task",
    titleHint: "For example: call Carlos back, file the 911.2 claim.",
    due: "Due (California time)",
    add: "Add task",
    added: "Task added.",
    suggested: "Suggested",
    suggestedIntro: "The pipeline suggests these. Nothing is made until you add one.",
    confirm: "Add this task",
    dismiss: "Not needed",
    refused: "The task needs a title and a due time.",
    doneHeading: "Done",
  },
  thread: {
    added: (who: string, title: string) => `${who} added a task: ${title}`,
    done: (who: string, title: string) => `${who} marked a task done: ${title}`,
    reopened: (who: string, title: string) => `${who} reopened a task: ${title}`,
    moved: (who: string, title: string) => `${who} moved a task: ${title}`,
    dismissed: (who: string, title: string) => `${who} dismissed a suggested task: ${title}`,
    dueLabel: "Due",
  },
  today: {
    title: "Today",
    heading: "Today",
    intro: (who: string) => `Your tasks (${who}) and everyone's unowned ones, on the office's clock (California).`,
    overdue: "Overdue",
    today: "Due today",
    week: "Next 7 days",
    none: "Nothing.",
    deadlines: "Deadlines within 14 days with no open task",
    deadlinesIntro: "Each of these needs an owner and a date: open the request and add a task.",
    noDeadlines: "Every deadline within 14 days has an open task.",
    claim: "Government claim",
    suit: "Two-year limit",
    consultations: "Consultations today",
    noConsultations: "No consultation today.",
    request: "Request",
    task: "Task",
    due: "Due",
    whose: "Whose",
    actions: "Actions",
    limit: "Limit",
    daysLeft: "Days left",
  },
} as const;

/** The morning list mailed to an office address: references and times only, never a story or a name. */
export const digestCopy = {
  subject: (count: number, day: string) => `${count} due today, ${day}`,
  intro: (count: number, day: string) =>
    `${count} ${count === 1 ? "thing is" : "things are"} due on ${day} (times on the office's clock, California):`,
  due: (time: string) => `task due ${time}`,
  overdue: (time: string) => `task overdue since ${time}`,
  claim: (day: string) => `government claim deadline ${day}, no open task`,
  suit: (day: string) => `two-year limit ${day}, no open task`,
  open: "Open Today in the office:",
  nothingOfTheVisitor: "This message names no visitor and says nothing of their request: sign in to read it.",
} as const;
