import { expect, it } from "vitest";
import { bookingDataFromQuery } from "@/domain/booking/booking-query";
import { type BookingData, bookingDataToQuery } from "./booking-data";

const data: BookingData = {
  serviceType: "duct_and_dryer",
  address: "2180 Milvia St, Berkeley, CA 94704",
  city: "Berkeley",
  state: "CA",
  zipCode: "94704",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  priceExact: 504,
};

it("round-trips through a query string", () => {
  const query = Object.fromEntries(new URLSearchParams(bookingDataToQuery(data)));
  expect(bookingDataFromQuery(query)).toEqual(data);
});

it("is null when the data is missing or out of range", () => {
  expect(bookingDataFromQuery({})).toBeNull();
  const query = Object.fromEntries(new URLSearchParams(bookingDataToQuery({ ...data, bedrooms: 99 })));
  expect(bookingDataFromQuery(query)).toBeNull();
});
