// Adds DOM matchers (toBeInTheDocument, ...) for component tests that run in jsdom.
import "@testing-library/jest-dom/vitest";
