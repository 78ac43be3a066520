// SPDX-License-Identifier: GPL-2.0
/*
 * ctlfuzz: write generated input to a control file, many times, and check
 * that every write the kernel refuses changes nothing.
 *
 *   ctlfuzz [-n WRITES] [-s SEED] [-u UID] [-v REGEX] [-r RESTORE] FILE [WORD...]
 *
 * The writes mix random bytes, random text, overlong input (more than a
 * page), the WORDs (the file's keywords and valid-looking commands)
 * truncated, with a NUL inside, with junk or bad numbers after them, and
 * several words in random order.  After each write the file is read back:
 *  - a refused write (an error) must leave it byte for byte as before;
 *  - an accepted one must leave it matching REGEX (extended, default: any),
 *    and RESTORE is then written to get the first state back.
 * With -u the writes are made as that user: every one must be refused
 * and nothing may change.  Prints the seed (default: the time; tests pass
 * a fixed one), so that a failing run can be replayed, then "writes N refused R accepted A
 * failures F"; exits 1 if F > 0.  Built static, for the test guests.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_FILE	(1 << 20)
#define MAX_INPUT	8192

static const char *path;
static char **words;
static int nr_words;
static unsigned long long rnd_state;

/* splitmix64: a seed gives the same writes on any machine. */
static unsigned long long rnd(void)
{
	unsigned long long z = (rnd_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static size_t below(size_t n)
{
	return n ? rnd() % n : 0;
}

static int uid = -1;

/* Read the file back as root (the saved user ID) with -u. */
static size_t read_file(char *buf)
{
	size_t len = 0;
	ssize_t r;
	int fd;

	if (uid >= 0 && seteuid(0)) {
		perror("seteuid");
		exit(2);
	}
	fd = open(path, O_RDONLY);
	if (uid >= 0 && seteuid(uid))
		exit(2);

	if (fd < 0) {
		perror(path);
		exit(2);
	}
	while (len < MAX_FILE - 1 && (r = read(fd, buf + len, MAX_FILE - 1 - len)) > 0)
		len += r;
	close(fd);
	buf[len] = 0;
	return len;
}

static const char *word(void)
{
	return nr_words ? words[below(nr_words)] : "1";
}

static const char *const junk[] = {
	"", " ", "\t", "\n", "-1", "0", "1", "2", "99999999999999999999",
	"-9223372036854775809", "0x", "0x1", "1e3", "+1", "01", "1-", "-",
	"1:2", "1-2-3", "*", "%s%n", "\"", "'", "#", "enable", "disable",
	"file", "func", "module", "class", "line", "index", ":", "\\",
};

#define JUNK()	(junk[below(sizeof(junk) / sizeof(*junk))])

static size_t append(char *buf, size_t len, const char *s, size_t n)
{
	if (len + n > MAX_INPUT)
		n = MAX_INPUT - len;
	memcpy(buf + len, s, n);
	return len + n;
}

static size_t append_str(char *buf, size_t len, const char *s)
{
	return append(buf, len, s, strlen(s));
}

/* One generated input, of one of eight kinds; returns its length. */
static size_t generate(char *buf, unsigned long i)
{
	size_t len = 0, n;
	const char *w;
	int k;

	switch (i % 8) {
	case 0:		/* random bytes */
		n = 1 + below(64);
		while (len < n)
			buf[len++] = rnd();
		break;
	case 1:		/* random printable text */
		n = 1 + below(200);
		while (len < n)
			buf[len++] = 32 + below(95);
		break;
	case 2:		/* overlong: more than a page of a word */
		n = 4097 + below(MAX_INPUT - 4097);
		while (len < n)
			len = append_str(buf, len, word());
		break;
	case 3:		/* a word cut short */
		w = word();
		len = append(buf, 0, w, below(strlen(w)));
		break;
	case 4:		/* a word with a NUL inside or after it */
		len = append_str(buf, 0, word());
		n = below(len + 1);
		if (n < len)
			buf[n] = 0;
		else
			len = append(buf, len, "", 1);
		len = append_str(buf, len, JUNK());
		break;
	case 5:		/* a word, then bad arguments */
		len = append_str(buf, 0, word());
		for (k = 1 + below(3); k; k--) {
			len = append_str(buf, len, " ");
			len = append_str(buf, len, JUNK());
		}
		break;
	case 6:		/* numbers of every shape */
		len = append_str(buf, 0, JUNK());
		n = below(24);
		while (n--)
			buf[len++] = "0123456789-+x "[below(14)];
		break;
	default:	/* several words and junk, in any order */
		for (k = 1 + below(6); k; k--) {
			len = append_str(buf, len, below(3) ? word() : JUNK());
			len = append(buf, len, &" \t\n"[below(3)], 1);
		}
		break;
	}
	return len;
}

/* Print @len bytes of @buf as a C string, cut after 120 bytes. */
static void show(const char *buf, size_t len)
{
	size_t i;

	printf("\"");
	for (i = 0; i < len && i < 120; i++) {
		unsigned char c = buf[i];

		if (c >= 32 && c < 127 && c != '"' && c != '\\')
			putchar(c);
		else
			printf("\\%03o", c);
	}
	printf("\"%s (%zu bytes)", len > 120 ? "..." : "", len);
}

static ssize_t write_file(const char *buf, size_t len, int *err);

/* Write @s as root (the saved user ID with -u), to restore the file. */
static void restore_file(const char *s)
{
	int err;

	if (uid >= 0 && seteuid(0))
		exit(2);
	write_file(s, strlen(s), &err);
	if (uid >= 0 && seteuid(uid))
		exit(2);
}

static ssize_t write_file(const char *buf, size_t len, int *err)
{
	int fd = open(path, O_WRONLY);
	ssize_t r;

	if (fd < 0) {
		*err = errno;
		return -1;
	}
	r = write(fd, buf, len);
	*err = errno;
	close(fd);
	return r;
}

int main(int argc, char **argv)
{
	unsigned long writes = 10000, i, made = 0, refused = 0, accepted = 0, failures = 0;
	unsigned long long seed = time(NULL);
	const char *valid = NULL, *restore = NULL;
	static char before[MAX_FILE], now[MAX_FILE], input[MAX_INPUT + 1];
	size_t before_len, now_len, len;
	const char *bad;
	int opt, err;
	regex_t re;
	ssize_t r;

	/* "+": the words after FILE are no options, even "-1". */
	while ((opt = getopt(argc, argv, "+n:s:u:v:r:")) != -1) {
		switch (opt) {
		case 'n': writes = strtoul(optarg, NULL, 0); break;
		case 's': seed = strtoull(optarg, NULL, 0); break;
		case 'u': uid = atoi(optarg); break;
		case 'v': valid = optarg; break;
		case 'r': restore = optarg; break;
		default:
			fprintf(stderr, "usage: ctlfuzz [-n N] [-s SEED] [-u UID] [-v REGEX] [-r RESTORE] FILE [WORD...]\n");
			return 2;
		}
	}
	if (optind >= argc) {
		fprintf(stderr, "ctlfuzz: no file\n");
		return 2;
	}
	path = argv[optind];
	/* The words, empty ones left out. */
	words = argv + optind + 1;
	for (i = 0; (int)i < argc - optind - 1; i++)
		if (words[i][0])
			words[nr_words++] = words[i];
	if (valid && regcomp(&re, valid, REG_EXTENDED | REG_NOSUB)) {
		fprintf(stderr, "ctlfuzz: bad regex %s\n", valid);
		return 2;
	}
	if (uid >= 0 && (setgroups(0, NULL) || setresgid(uid, uid, 0) ||
			 setresuid(uid, uid, 0))) {
		perror("setuid");
		return 2;
	}
	rnd_state = seed;
	printf("# ctlfuzz %s: seed %llu, %lu writes%s\n", path, seed, writes,
	       uid >= 0 ? ", as an unprivileged user" : "");
	before_len = read_file(before);

	for (i = 0; i < writes; i++) {
		len = generate(input, i);
		r = write_file(input, len, &err);
		made++;
		now_len = read_file(now);
		if (r < 0) {
			refused++;
			if (now_len == before_len && !memcmp(now, before, now_len))
				continue;
			printf("# write %lu, refused (%s), changed %s: ", i, strerror(err), path);
		} else {
			accepted++;
			bad = NULL;
			if (uid >= 0)
				bad = "accepted from an unprivileged user";
			else if (valid && regexec(&re, now, 0, NULL, 0))
				bad = "accepted, and left the file invalid";
			if (restore)
				restore_file(restore);
			now_len = read_file(now);
			if (!bad && now_len == before_len && !memcmp(now, before, now_len))
				continue;
			printf("# write %lu, %s: ", i, bad ?: "accepted, and not restored");
		}
		show(input, len);
		printf("\n");
		if (++failures >= 10)
			break;
		before_len = read_file(before);
	}
	printf("# writes %lu refused %lu accepted %lu failures %lu\n",
	       made, refused, accepted, failures);
	return failures ? 1 : 0;
}
