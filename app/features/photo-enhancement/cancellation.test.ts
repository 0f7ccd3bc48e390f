import { describe, expect, it, vi } from "vitest";
import { isAbortError, RequestOrder } from "./cancellation";

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("RequestOrder", () => {
  it("lets an open supersede everything before it, and an enhancement only earlier enhancements", () => {
    const order = new RequestOrder();
    order.begin("open", 1);
    order.begin("enhance", 2);
    expect(order.isCurrent("open", 1)).toBe(true);
    expect(order.isCurrent("enhance", 2)).toBe(true);
    order.begin("enhance", 3);
    expect(order.isCurrent("enhance", 2)).toBe(false);
    expect(order.isCurrent("open", 1)).toBe(true);
    order.begin("open", 4);
    expect(order.isCurrent("enhance", 3)).toBe(false);
    expect(order.isCurrent("open", 1)).toBe(false);
  });

  it("rejects a superseded request at once and disposes what it yields later", async () => {
    const order = new RequestOrder();
    const dispose = vi.fn();
    const work = deferred<string>();
    order.begin("enhance", 1);
    const guarded = order.guard("enhance", 1, work.promise, dispose);
    order.begin("open", 2);
    await expect(guarded).rejects.toSatisfy(isAbortError);

    work.resolve("bitmap");
    await vi.waitFor(() => expect(dispose).toHaveBeenCalledWith("bitmap"));
  });

  it("passes a current request's value or error through", async () => {
    const order = new RequestOrder();
    order.begin("open", 1);
    await expect(order.guard("open", 1, Promise.resolve("photo"), vi.fn())).resolves.toBe("photo");
    order.begin("enhance", 2);
    const failure = new Error("decode failed");
    await expect(order.guard("enhance", 2, Promise.reject(failure), vi.fn())).rejects.toBe(failure);
  });
});

describe("isAbortError", () => {
  it("recognises an abort by name, also as the plain Error that crosses from the worker", () => {
    expect(isAbortError(new DOMException("superseded", "AbortError"))).toBe(true);
    expect(isAbortError(Object.assign(new Error("superseded"), { name: "AbortError" }))).toBe(true);
    expect(isAbortError(new Error("decode failed"))).toBe(false);
    expect(isAbortError("AbortError")).toBe(false);
  });
});
