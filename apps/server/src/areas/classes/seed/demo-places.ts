// Where the demo classes are held, apart from how demo.ts plans them: each country's cities, venues, zones
// and prices, and the client organisations private classes are held for.

/** Where in-person classes meet, by country, with the zone the class runs in and its price. */
export const places: Record<
  string,
  { city: string; venue: string; timeZone: string; currency: string; price: number }[]
> = {
  US: [
    { city: 'Boston', venue: 'Seaport Training Center', timeZone: 'America/New_York', currency: 'USD', price: 119_500 },
    { city: 'Chicago', venue: 'Loop Conference Rooms', timeZone: 'America/Chicago', currency: 'USD', price: 109_500 },
    {
      city: 'San Francisco',
      venue: 'Mission Bay Hub',
      timeZone: 'America/Los_Angeles',
      currency: 'USD',
      price: 129_500,
    },
  ],
  GB: [{ city: 'London', venue: 'Shoreditch Works', timeZone: 'Europe/London', currency: 'GBP', price: 99_500 }],
  DE: [{ city: 'Berlin', venue: 'Kreuzberg Forum', timeZone: 'Europe/Berlin', currency: 'EUR', price: 109_000 }],
  NL: [
    {
      city: 'Amsterdam',
      venue: 'Zuidas Learning Center',
      timeZone: 'Europe/Amsterdam',
      currency: 'EUR',
      price: 109_000,
    },
  ],
  IN: [{ city: 'Bengaluru', venue: 'Koramangala Hall', timeZone: 'Asia/Kolkata', currency: 'USD', price: 59_500 }],
  JP: [{ city: 'Tokyo', venue: 'Marunouchi Seminar Room', timeZone: 'Asia/Tokyo', currency: 'JPY', price: 168_000 }],
  AU: [{ city: 'Sydney', venue: 'Barangaroo Studio', timeZone: 'Australia/Sydney', currency: 'USD', price: 115_000 }],
  BR: [{ city: 'São Paulo', venue: 'Paulista Centro', timeZone: 'America/Sao_Paulo', currency: 'USD', price: 79_500 }],
  FR: [{ city: 'Paris', venue: 'La Défense Campus', timeZone: 'Europe/Paris', currency: 'EUR', price: 109_000 }],
};
export const countries = Object.keys(places);
/** The client organisations private classes are held for. */
export const clients = ['Northwind Insurance', 'Contoso Bank', 'Globex Logistics', 'Initech Software'];
