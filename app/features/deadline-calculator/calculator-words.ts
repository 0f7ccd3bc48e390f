/** The id of the data block that carries the calculator's words from the page to its island. */
export const CALCULATOR_WORDS_ID = "deadline-calculator-words";
