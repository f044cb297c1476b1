/*
 * The five ICU converter calls libxml2 makes (and the two callbacks it passes), answered by the
 * ICU that Foundation carries (_FoundationICU, whose symbols have a swift_ prefix), so that the
 * release binary holds one ICU and one copy of its data instead of two (Debian's data is 31 MB).
 * Scripts/release/build.sh compiles it with ICU_SUFFIX set to the version suffix of the ICU that
 * libxml2 was built against (ucnv_open_72 on Debian 12), in place of that ICU's archives.
 * The C API of these calls is stable across ICU versions.
 */
#include <stdint.h>

#define PASTE(name, suffix) name##_##suffix
#define VERSIONED(name, suffix) PASTE(name, suffix)
#define ICU(name) VERSIONED(name, ICU_SUFFIX)

typedef struct UConverter UConverter;
typedef int UErrorCode;
typedef uint16_t UChar;
typedef int8_t UBool;
typedef int32_t UChar32;
typedef int UConverterCallbackReason;
typedef void (*ToUCallback)(const void *, void *, const char *, int32_t, UConverterCallbackReason, UErrorCode *);
typedef void (*FromUCallback)(const void *, void *, const UChar *, int32_t, UChar32, UConverterCallbackReason, UErrorCode *);

UConverter *swift_ucnv_open(const char *name, UErrorCode *error);
void swift_ucnv_close(UConverter *converter);
void swift_ucnv_convertEx(UConverter *target_converter, UConverter *source_converter, char **target, const char *target_limit,
                          const char **source, const char *source_limit, UChar *pivot_start, UChar **pivot_source,
                          UChar **pivot_target, const UChar *pivot_limit, UBool reset, UBool flush, UErrorCode *error);
void swift_ucnv_setToUCallBack(UConverter *converter, ToUCallback action, const void *context, ToUCallback *old_action,
                               const void **old_context, UErrorCode *error);
void swift_ucnv_setFromUCallBack(UConverter *converter, FromUCallback action, const void *context, FromUCallback *old_action,
                                 const void **old_context, UErrorCode *error);
void swift_UCNV_TO_U_CALLBACK_STOP(const void *context, void *arguments, const char *units, int32_t length,
                                   UConverterCallbackReason reason, UErrorCode *error);
void swift_UCNV_FROM_U_CALLBACK_STOP(const void *context, void *arguments, const UChar *units, int32_t length, UChar32 point,
                                     UConverterCallbackReason reason, UErrorCode *error);

UConverter *ICU(ucnv_open)(const char *name, UErrorCode *error) { return swift_ucnv_open(name, error); }

void ICU(ucnv_close)(UConverter *converter) { swift_ucnv_close(converter); }

void ICU(ucnv_convertEx)(UConverter *target_converter, UConverter *source_converter, char **target, const char *target_limit,
                         const char **source, const char *source_limit, UChar *pivot_start, UChar **pivot_source,
                         UChar **pivot_target, const UChar *pivot_limit, UBool reset, UBool flush, UErrorCode *error) {
    swift_ucnv_convertEx(target_converter, source_converter, target, target_limit, source, source_limit, pivot_start,
                         pivot_source, pivot_target, pivot_limit, reset, flush, error);
}

void ICU(UCNV_TO_U_CALLBACK_STOP)(const void *context, void *arguments, const char *units, int32_t length,
                                  UConverterCallbackReason reason, UErrorCode *error) {
    swift_UCNV_TO_U_CALLBACK_STOP(context, arguments, units, length, reason, error);
}

void ICU(UCNV_FROM_U_CALLBACK_STOP)(const void *context, void *arguments, const UChar *units, int32_t length, UChar32 point,
                                    UConverterCallbackReason reason, UErrorCode *error) {
    swift_UCNV_FROM_U_CALLBACK_STOP(context, arguments, units, length, point, reason, error);
}

/* libxml2 passes its own STOP callbacks by address: hand Foundation's ICU its own, which it may compare against. */
static ToUCallback to_unicode(ToUCallback action) {
    return action == ICU(UCNV_TO_U_CALLBACK_STOP) ? swift_UCNV_TO_U_CALLBACK_STOP : action;
}

static FromUCallback from_unicode(FromUCallback action) {
    return action == ICU(UCNV_FROM_U_CALLBACK_STOP) ? swift_UCNV_FROM_U_CALLBACK_STOP : action;
}

void ICU(ucnv_setToUCallBack)(UConverter *converter, ToUCallback action, const void *context, ToUCallback *old_action,
                              const void **old_context, UErrorCode *error) {
    swift_ucnv_setToUCallBack(converter, to_unicode(action), context, old_action, old_context, error);
}

void ICU(ucnv_setFromUCallBack)(UConverter *converter, FromUCallback action, const void *context, FromUCallback *old_action,
                                const void **old_context, UErrorCode *error) {
    swift_ucnv_setFromUCallBack(converter, from_unicode(action), context, old_action, old_context, error);
}
