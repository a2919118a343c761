-- Signed-in devices (issue 38, decision 388): what a member or staff member sees of each of their own
-- sessions. Only reduced forms are kept: a short label of the browser and system from the User-Agent,
-- and the address cut to its network (IPv4 /24, IPv6 /48). last_seen_at (written at most once a minute
-- per session) is the "last used".
alter table sessions add column if not exists device_label text not null default '';
alter table sessions add column if not exists ip_approx text not null default '';
