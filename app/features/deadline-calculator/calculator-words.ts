/** The id of the data block that carries the calculator's words from the page to its island. */
export const CALCULATOR_WORDS_ID = "deadline-calculator-words";

/** The calculator's heading, a target of the guide's "On this page" list. */
export const CALCULATOR_TITLE_ID = "deadline-calculator-title";
