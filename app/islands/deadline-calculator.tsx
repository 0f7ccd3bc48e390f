/** The deadlines guide's calculator; built once per edition, like the frame. Its words come from the page. */
import { CALCULATOR_WORDS_ID } from "~/features/deadline-calculator/calculator-words";
import { DeadlineCalculator, type CalculatorWords } from "~/features/deadline-calculator/deadline-calculator";
import { readPageSiteText } from "~/lib/site-text";
import { hydrateIsland } from "./hydrate";
import { PAGE_ISLAND_ID } from "./islands";

const siteText = readPageSiteText();
const words = JSON.parse(document.getElementById(CALCULATOR_WORDS_ID)?.textContent ?? "{}") as CalculatorWords;
hydrateIsland(
  document.getElementById(PAGE_ISLAND_ID),
  siteText,
  <DeadlineCalculator words={words} language={siteText.language} />,
);
